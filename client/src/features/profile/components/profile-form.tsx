import { zodResolver } from "@hookform/resolvers/zod";
import { Fragment, useState } from "react";
import { useForm } from "react-hook-form";
import type { CurrentUser, PublicUser } from "@shared/types";
import { joinCommaList, splitCommaList } from "@shared/validators/fields";
import { profileFormSchema, type ProfileForm as ProfileFormValues } from "@shared/validators/profile";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input, NativeSelect } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useChapters } from "@/lib/chapters";
import { showServerFieldErrors } from "@/lib/server-field-errors";
import { handleUnauthorized } from "@/lib/unauthorized";
import { fullName } from "@/lib/utils";
import { ChapterController } from "@/components/chapter-picker";
import { useUpdateProfile } from "../api/update-profile";
import { PendingChangeNotice } from "./pending-change-notice";

export function isProfileComplete(user: Pick<PublicUser, "firstName" | "lastName" | "chapterId">): boolean {
  return Boolean(user.firstName?.trim() && user.lastName?.trim() && user.chapterId);
}

function toFormValues(user: PublicUser): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    chapterId: user.chapterId,
    interests: joinCommaList(user.interests),
    expertiseAreas: joinCommaList(user.expertiseAreas),
  };
}

type ProfileFormProps = {
  user: PublicUser & Partial<Pick<CurrentUser, "pendingChange">>;
  /** The card's heading level: the page's own heading (h1), or a section of another screen (h2). */
  headingLevel?: "h1" | "h2";
};

/** The profile: read-only until Edit Profile, directly editable while it is incomplete. */
export function ProfileForm({ user, headingLevel: Heading = "h1" }: ProfileFormProps) {
  const complete = isProfileComplete(user);
  const [editing, setEditing] = useState(!complete);
  const updateProfile = useUpdateProfile();
  const chapters = useChapters();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    mode: "onChange",
    defaultValues: toFormValues(user),
  });
  const { errors } = form.formState;
  const chapter = chapters.data?.find((item) => item.id === user.chapterId);

  const cancel = () => {
    form.reset(toFormValues(user));
    setEditing(false);
  };

  const onSubmit = form.handleSubmit(({ interests, expertiseAreas, ...values }) =>
    updateProfile.mutate(
      { ...values, interests: splitCommaList(interests), expertiseAreas: splitCommaList(expertiseAreas) },
      {
        onSuccess: (saved) => {
          toast({
            title: "Profile updated successfully!",
            description: saved.pendingChange ? "Your new chapter or role is waiting for approval." : undefined,
          });
          form.reset(toFormValues(saved));
          setEditing(false);
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          if (showServerFieldErrors(error, form.setError, ["firstName", "lastName", "userType", "chapterId", "interests", "expertiseAreas"])) return;
          // A refusal the member can act on (409: leave the students-only roundtable first) says why.
          const reason = error instanceof ApiError && error.status === 409 ? error.serverMessage : undefined;
          toast({ title: "Error", description: reason || "Failed to update profile. Please try again.", variant: "destructive" });
        },
      },
    ),
  );

  return (
    <Card className="p-6 sm:p-8">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-center gap-4">
          <Avatar firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} size="lg" />
          <div className="min-w-0">
            <Heading className="font-serif text-2xl font-bold text-ink">{complete ? "My Profile" : "Complete Your Profile"}</Heading>
            <p className="text-sm text-ink-muted">
              {fullName(user)} <span aria-hidden="true">·</span> {user.email && <EmailAddress email={user.email} />}
            </p>
          </div>
        </div>
        {complete &&
          (editing ? (
            <Button variant="secondary" onClick={cancel}>
              Cancel
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
          ))}
      </div>

      {user.pendingChange && <PendingChangeNotice change={user.pendingChange} chapters={chapters.data} />}
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First Name *" error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...form.register("firstName")} />
            </FormField>
            <FormField label="Last Name *" error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...form.register("lastName")} />
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Role *" error={errors.userType?.message}>
              <NativeSelect {...form.register("userType")}>
                <option value="student">Student</option>
                <option value="advisor">Advisor</option>
              </NativeSelect>
            </FormField>
            <FormField label="Chapter *" error={errors.chapterId?.message}>
              {(control) => <ChapterController {...control} control={form.control} name="chapterId" chapters={chapters} />}
            </FormField>
          </div>
          <FormField label="Interests" hint="Comma separated, e.g. Gothic fiction, Harlem Renaissance, sonnets">
            <Input {...form.register("interests")} />
          </FormField>
          <FormField label="Expertise Areas" hint="Comma separated, e.g. Victorian poetry, Toni Morrison, rhetoric">
            <Input {...form.register("expertiseAreas")} />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" disabled={updateProfile.isPending}>
              {updateProfile.isPending ? "Saving..." : "Save Profile"}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid grid-cols-1 gap-x-8 gap-y-5 sm:grid-cols-2">
          <ReadOnly label="First Name">{user.firstName}</ReadOnly>
          <ReadOnly label="Last Name">{user.lastName}</ReadOnly>
          <ReadOnly label="Role">{user.userType === "advisor" ? "Advisor" : "Student"}</ReadOnly>
          <ReadOnly label="Chapter">{chapter ? `${chapter.name} (${chapter.region})` : (user.chapter ?? "Not set")}</ReadOnly>
          <ReadOnly label="Interests">
            <BadgeList items={user.interests} />
          </ReadOnly>
          <ReadOnly label="Expertise Areas">
            <BadgeList items={user.expertiseAreas} />
          </ReadOnly>
        </dl>
      )}
    </Card>
  );
}

function ReadOnly({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}

function BadgeList({ items }: { items: string[] }) {
  if (items.length === 0) return <span className="text-sm italic text-ink-muted">None yet</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <Badge key={item}>{item}</Badge>
      ))}
    </span>
  );
}

/**
 * An address that may break only after its dots and before its "@", never inside a word: a long
 * one wraps on a phone as "ada.lovelace / @example.edu". Only a part longer than the line itself
 * breaks where it must.
 */
function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <span className="inline-block max-w-full [overflow-wrap:anywhere]">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
