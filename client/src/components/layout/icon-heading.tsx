import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

type IconHeadingProps = {
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  /** Ids, for a control the heading labels and describes. */
  titleId?: string;
  descriptionId?: string;
};

/** A settings card's heading (the Profile page's cards): the icon on its tile, the title, what the card does. */
export function IconHeading({ icon: Icon, title, description, titleId, descriptionId }: IconHeadingProps) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-cardinal-soft text-cardinal">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 id={titleId} className="font-serif text-xl font-semibold text-ink">
          {title}
        </h2>
        <p id={descriptionId} className="text-sm text-ink-muted">
          {description}
        </p>
      </div>
    </div>
  );
}
