import { zodResolver } from "@hookform/resolvers/zod";
import { Info } from "lucide-react";
import { useForm } from "react-hook-form";
import type { PublicUser } from "@shared/types";
import { memberMessageSchema, type MemberMessage } from "@shared/validators/users";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { fullName } from "@/lib/utils";
import { useSendMessage } from "../api/send-message";

/** The longest message the server takes; the form counts toward it. */
export const MESSAGE_MAX = 5000;

const EMPTY: MemberMessage = { subject: "", body: "" };

type MessageDialogProps = {
  member: Pick<PublicUser, "id" | "firstName" | "lastName">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A message through the app, for a member who keeps their address private: e-mailed to them by the app. */
export function MessageDialog({ member, open, onOpenChange }: MessageDialogProps) {
  const send = useSendMessage();
  const name = fullName(member);
  const form = useForm<MemberMessage>({ resolver: zodResolver(memberMessageSchema), mode: "onTouched", defaultValues: EMPTY });
  const { errors } = form.formState;
  const bodyLength = form.watch("body").length;

  const close = (next: boolean) => {
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit((message) =>
    send.mutate(
      { recipientId: member.id, message },
      {
        onSuccess: () => {
          toast({ title: "Message sent", description: `${name} will get it by e-mail.` });
          close(false);
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          // The server's field messages go beside their fields; refusals (no messages, too many) are toasted.
          const fields = error instanceof ApiError ? error.fieldErrors : undefined;
          if (fields?.subject?.[0] || fields?.body?.[0]) {
            if (fields.subject?.[0]) form.setError("subject", { message: fields.subject[0] });
            if (fields.body?.[0]) form.setError("body", { message: fields.body[0] });
            return;
          }
          toast({ title: "Message not sent", description: serverMessageOr(error, "Failed to send your message. Please try again."), variant: "destructive" });
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Message {name}</DialogTitle>
          <DialogDescription>The app e-mails your message to {name} with your name and chapter.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label="Subject" error={errors.subject?.message}>
            <Input autoComplete="off" {...form.register("subject")} />
          </FormField>
          <FormField label="Message" error={errors.body?.message} hint={`${bodyLength} / ${MESSAGE_MAX} characters`}>
            <Textarea rows={6} {...form.register("body")} />
          </FormField>
          <p className="flex items-start gap-2 rounded-md bg-paper-muted p-3 text-xs text-ink-soft">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Replies go to your e-mail address: {member.firstName} sees it with your message, and if they reply, you see theirs.
          </p>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? "Sending..." : "Send"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
