import { Copy, Mail, MailX, Send } from "lucide-react";
import { useState } from "react";
import type { PublicUser } from "@shared/types";
import { Avatar } from "@/components/ui/avatar";
import { Badge, TextBadge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useCurrentUser } from "@/lib/auth";
import { cn, fullName } from "@/lib/utils";
import { MessageDialog } from "./message-dialog";

/** Three expertise and three interest badges, then "+N more" (docs/product.md, "Directory and search"). */
export const MEMBER_CARD_BADGE_LIMIT = 3;

const FALLBACK_DOT_COLOR = "#a39a8c";

type Sender = { firstName?: string | null; lastName?: string | null } | null;

/** A mail link with a prefilled subject and greeting, signed by the member who writes it. */
export function memberMailto(member: { email: string; firstName: string }, sender: Sender): string {
  const senderName = sender ? fullName(sender) : "";
  const subject = senderName ? `English Convention: hello from ${senderName}` : "English Convention: hello";
  const body = `Hi ${member.firstName},\n\n`;
  // RFC 6068: the address is percent-encoded too (an e-mail may hold "?" or "&"), keeping "@" readable.
  const to = encodeURIComponent(member.email).replace(/%40/g, "@");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

async function copyEmail(name: string, email: string) {
  try {
    if (!navigator.clipboard?.writeText) throw new Error("Clipboard unavailable");
    await navigator.clipboard.writeText(email);
    toast({ title: "Email Copied", description: `${email} has been copied to the clipboard.` });
  } catch {
    toast({ title: "Contact Information", description: `You can reach ${name} at ${email}` });
  }
}

export function MemberCard({ member }: { member: PublicUser }) {
  const { user: me } = useCurrentUser();
  const name = fullName(member);
  const headingId = `member-${member.id}-name`;
  const isAdvisor = member.userType === "advisor";
  const isMe = me?.id === member.id;

  return (
    <Card className="flex h-full flex-col p-5 transition-shadow hover:shadow-md" aria-labelledby={headingId} role="article">
      <div className="flex items-start gap-4">
        <Avatar firstName={member.firstName} lastName={member.lastName} imageUrl={member.profileImageUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            {/* Long names wrap (a tooltip would hide them from touch screens), even a single long word. */}
            <h3 id={headingId} className="min-w-0 font-serif text-lg font-semibold leading-tight text-ink [overflow-wrap:anywhere]">
              {name}
            </h3>
            {isMe && <span className="text-xs font-medium text-ink-muted">(you)</span>}
          </div>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
            <Badge variant={isAdvisor ? "accent" : "neutral"}>{isAdvisor ? "Advisor" : "Student"}</Badge>
            {member.chapter && (
              <span className="inline-flex min-w-0 items-center gap-1.5 text-sm text-ink-soft">
                <span
                  aria-hidden="true"
                  data-testid="chapter-dot"
                  className="size-2.5 shrink-0 rounded-full ring-1 ring-black/10"
                  style={{ backgroundColor: member.chapterColor ?? FALLBACK_DOT_COLOR }}
                />
                <span className="min-w-0 [overflow-wrap:anywhere]">{member.chapter}</span>
              </span>
            )}
          </div>
        </div>
      </div>

      <div className="mb-5 mt-5 space-y-4">
        <BadgeList label="Expertise" items={member.expertiseAreas} variant="outline" />
        <BadgeList label="Interests" items={member.interests} variant="neutral" />
      </div>

      {/* Nobody messages or connects with themselves. */}
      {!isMe && (
        <div className="mt-auto flex gap-2 border-t border-line pt-4 [&>*]:flex-1">
          <ContactActions member={member} name={name} sender={me} />
        </div>
      )}
    </Card>
  );
}

/**
 * A shared address gets SPEC's mail link and Connect; a private one the message form, when the
 * member takes messages through the app; otherwise no way to write from here.
 */
function ContactActions({ member, name, sender }: { member: PublicUser; name: string; sender: Sender }) {
  const [writing, setWriting] = useState(false);
  const { email } = member;
  if (email) {
    return (
      <>
        <a href={memberMailto({ email, firstName: member.firstName }, sender)} className={cn(buttonVariants({ variant: "primary", size: "sm" }))} aria-label={`Message ${name}`}>
          <Mail aria-hidden="true" />
          Message
        </a>
        <Button variant="secondary" size="sm" onClick={() => void copyEmail(name, email)} aria-label={`Connect with ${name}`}>
          <Copy aria-hidden="true" />
          Connect
        </Button>
      </>
    );
  }
  if (!member.acceptMessages) {
    return (
      <p className="flex min-h-8 items-center justify-center gap-1.5 text-sm text-ink-muted">
        <MailX aria-hidden="true" className="size-4" />
        Not taking messages
      </p>
    );
  }
  return (
    <>
      <Button size="sm" onClick={() => setWriting(true)} aria-label={`Message ${name}`} aria-haspopup="dialog">
        <Send aria-hidden="true" />
        Message
      </Button>
      <MessageDialog member={member} open={writing} onOpenChange={setWriting} />
    </>
  );
}

function BadgeList({ label, items, variant }: { label: string; items: string[]; variant: "outline" | "neutral" }) {
  const shown = items.slice(0, MEMBER_CARD_BADGE_LIMIT);
  const hidden = items.slice(MEMBER_CARD_BADGE_LIMIT);
  return (
    <div>
      <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</p>
      {items.length === 0 ? (
        <p className="text-sm italic text-ink-muted">Not listed yet</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {shown.map((item) => (
            <li key={item} className="min-w-0 max-w-full">
              <TextBadge variant={variant} text={item} />
            </li>
          ))}
          {hidden.length > 0 && (
            <li>
              <Badge variant="outline" className="border-dashed" title={hidden.join(", ")}>
                +{hidden.length} more
              </Badge>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
