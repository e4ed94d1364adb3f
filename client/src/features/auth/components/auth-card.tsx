import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** The frame of every signed-out form: Back to the landing, a title, the form, the links below. */
export function AuthCard({ title, description, onBack, children, footer }: {
  title: string;
  description?: ReactNode;
  onBack: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10">
      <Button variant="ghost" size="sm" onClick={onBack} className="mb-4 -ml-2">
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
      <Card className="p-8">
        <div className="mb-6 space-y-1.5">
          <h1 className="font-serif text-2xl font-bold text-ink">{title}</h1>
          {description && <p className="text-sm text-ink-muted">{description}</p>}
        </div>
        {children}
        {footer && <div className="mt-6 space-y-2 border-t border-line pt-5 text-center text-sm text-ink-soft">{footer}</div>}
      </Card>
    </div>
  );
}

export function TextLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="font-medium text-cardinal underline-offset-4 hover:underline">
      {children}
    </button>
  );
}
