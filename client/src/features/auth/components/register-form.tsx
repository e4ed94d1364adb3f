import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { registerFormSchema, type RegisterForm as RegisterFormValues } from "@shared/validators/auth";
import { splitCommaList } from "@shared/validators/fields";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, NativeSelect } from "@/components/ui/input";
import { toast, toastAfterReload } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { useChapters } from "@/lib/chapters";
import { currentReturnPath } from "@/lib/return-path";
import { showServerFieldErrors } from "@/lib/server-field-errors";
import { useRegister } from "../api/register";
import { AuthCard, TextLink } from "./auth-card";
import { ChapterController } from "@/components/chapter-picker";
import { DEFAULT_PRIVACY, PrivacyChoices, type PrivacyValues } from "@/components/privacy-choices";

type RegisterFormProps = { onBack: () => void; onLogin: () => void; onRegistered?: () => void };

export function RegisterForm({ onBack, onLogin, onRegistered = () => (window.location.href = currentReturnPath()) }: RegisterFormProps) {
  const register = useRegister();
  const chapters = useChapters({ retryForRegister: true });
  const [privacy, setPrivacy] = useState<PrivacyValues>(DEFAULT_PRIVACY);
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    mode: "onChange",
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      password: "",
      confirmPassword: "",
      userType: "" as RegisterFormValues["userType"],
      chapterId: undefined as unknown as number,
      interests: "",
      expertiseAreas: "",
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, interests, expertiseAreas, ...values }) =>
    register.mutate(
      { ...values, ...privacy, interests: splitCommaList(interests), expertiseAreas: splitCommaList(expertiseAreas) },
      {
        onSuccess: () => {
          toastAfterReload({ title: "Registration Successful!", description: "Welcome to the English Convention platform!" });
          onRegistered();
        },
        onError: (error) => {
          if (showServerFieldErrors(error, form.setError, ["firstName", "lastName", "email", "password", "userType", "chapterId", "interests", "expertiseAreas"])) return;
          toast({ title: "Registration Failed", description: serverMessageOr(error, "Please try again."), variant: "destructive" });
        },
      },
    ),
  );

  return (
    <AuthCard
      title="Join English Convention Platform"
      description="Meet members of other chapters and propose roundtables for the convention."
      onBack={onBack}
      footer={
        <p>
          Already have an account? <TextLink onClick={onLogin}>Log in</TextLink>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First Name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register("firstName")} />
          </FormField>
          <FormField label="Last Name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register("lastName")} />
          </FormField>
        </div>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@university.edu" {...form.register("email")} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Password" error={errors.password?.message} hint="At least 8 characters">
            <Input type="password" autoComplete="new-password" {...form.register("password", { deps: ["confirmPassword"] })} />
          </FormField>
          <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
          </FormField>
        </div>
        <FormField label="Role" error={errors.userType?.message}>
          <NativeSelect {...form.register("userType")}>
            <option value="">Select your role</option>
            <option value="student">Student</option>
            <option value="advisor">Advisor/Faculty</option>
          </NativeSelect>
        </FormField>
        <FormField label="Chapter" error={errors.chapterId?.message}>
          {(control) => <ChapterController {...control} control={form.control} name="chapterId" chapters={chapters} />}
        </FormField>
        <FormField label="Interests" hint="Comma separated, e.g. Gothic fiction, Harlem Renaissance">
          <Input {...form.register("interests")} />
        </FormField>
        <FormField label="Expertise Areas" hint="Comma separated, e.g. Victorian poetry, Toni Morrison">
          <Input {...form.register("expertiseAreas")} />
        </FormField>
        <section aria-labelledby="register-privacy-title" className="space-y-3 rounded-lg border border-line bg-paper p-4">
          <div>
            <h2 id="register-privacy-title" className="font-serif text-lg font-semibold text-ink">
              Your privacy
            </h2>
            <p className="text-xs text-ink-muted">You can change these any time on your Profile page.</p>
          </div>
          <PrivacyChoices values={privacy} onChange={(patch) => setPrivacy((current) => ({ ...current, ...patch }))} />
        </section>
        <SubmitButton pending={register.isPending} pendingLabel="Creating Account...">Create Account</SubmitButton>
      </form>
    </AuthCard>
  );
}
