import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { IconHeading } from "./icon-heading";

type SettingsCardProps = {
  icon: LucideIcon;
  title: string;
  /** The heading's id, which names the card's region. */
  titleId: string;
  description: string;
  busy?: boolean;
  children: ReactNode;
};

/** A Profile page card that is a named region: its icon heading, then what it holds. */
export function SettingsCard({ icon, title, titleId, description, busy, children }: SettingsCardProps) {
  return (
    <Card className="p-6 sm:p-8" role="region" aria-labelledby={titleId} aria-busy={busy}>
      <IconHeading icon={icon} title={title} titleId={titleId} description={description} />
      {children}
    </Card>
  );
}
