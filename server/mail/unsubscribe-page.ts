/** The small pages behind an e-mail's unsubscribe link (served by the API, not the SPA). */
import { escapeHtml } from "./notification-mail";
import type { UnsubscribeKind } from "./unsubscribe-token";

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · English Convention</title>
<style>
  body { margin: 0; padding: 48px 16px; background: #faf7f2; color: #1f1b16; font: 16px/1.5 system-ui, sans-serif; }
  main { max-width: 480px; margin: 0 auto; background: #fff; border: 1px solid #e7e0d5; border-radius: 8px; padding: 32px; }
  h1 { margin: 0 0 12px; font: 700 1.5rem/1.25 Georgia, serif; }
  p { margin: 0 0 16px; }
  button { font: inherit; font-weight: 600; color: #fff; background: #9b1c31; border: 0; border-radius: 6px; padding: 10px 18px; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1f1b16; outline-offset: 2px; }
  a { color: #9b1c31; }
  .brand { margin: 0 0 20px; font: 700 0.875rem/1 Georgia, serif; letter-spacing: 0.02em; color: #9b1c31; }
</style>
</head>
<body><main><p class="brand">English Convention</p>${body}</main></body>
</html>`;
}

/** Members' messages through the app: the same pages, their own words. */
function messagesConfirmPage(alreadyOff: boolean): string {
  if (alreadyOff) {
    return page(
      "Messages through the app are off",
      `<h1>Messages through the app are off</h1>
<p>You already get no messages from members through the app.</p>
<p><a href="/profile">Open your profile</a></p>`,
    );
  }
  return page(
    "Stop messages from members?",
    `<h1>Stop messages from members?</h1>
<p>Members will no longer be able to write to you through the app. You can turn messages back on in your profile.</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`,
  );
}

/** No page shows the member's address: whoever holds a forwarded mail learns nothing from it. */
export function confirmUnsubscribePage(alreadyOff: boolean, kind: UnsubscribeKind = "notifications"): string {
  if (kind === "messages") return messagesConfirmPage(alreadyOff);
  if (alreadyOff) {
    return page(
      "Notification e-mails are off",
      `<h1>Notification e-mails are off</h1>
<p>This address already gets no notification e-mails. The bell in the app still shows every notification.</p>
<p><a href="/profile">Open your profile</a></p>`,
    );
  }
  return page(
    "Stop notification e-mails?",
    `<h1>Stop notification e-mails?</h1>
<p>This address will no longer get e-mails about roundtables. The bell in the app keeps every notification, and you can turn e-mails back on in your profile.</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`,
  );
}

export function unsubscribedPage(kind: UnsubscribeKind = "notifications"): string {
  if (kind === "messages") {
    return page(
      "You are unsubscribed",
      `<h1>You are unsubscribed</h1>
<p>Members can no longer write to you through the app.</p>
<p>Changed your mind? Turn &ldquo;Let members write to me through the app&rdquo; back on in <a href="/profile">your profile</a>.</p>`,
    );
  }
  return page(
    "You are unsubscribed",
    `<h1>You are unsubscribed</h1>
<p>This address will no longer get notification e-mails. The bell in the app keeps every notification.</p>
<p>Changed your mind? Turn &ldquo;Notifications by e-mail&rdquo; back on in <a href="/profile">your profile</a>.</p>`,
  );
}

export function invalidLinkPage(): string {
  return page(
    "Link not valid",
    `<h1>This link is not valid</h1>
<p>It may be incomplete or out of date. You can turn notification e-mails off in <a href="/profile">your profile</a>.</p>`,
  );
}
