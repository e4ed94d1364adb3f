import { useState } from "react";
import { cn, initials } from "@/lib/utils";

type AvatarProps = {
  firstName?: string | null;
  lastName?: string | null;
  imageUrl?: string | null;
  size?: "sm" | "md" | "lg";
  className?: string;
};

const sizes = { sm: "size-8 text-xs", md: "size-10 text-sm", lg: "size-14 text-lg" };

/** The profile image, or the member's initials when there is none (or it fails to load). */
export function Avatar({ firstName, lastName, imageUrl, size = "md", className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const classes = cn("inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full", sizes[size], className);
  if (imageUrl && !failed) {
    return <img src={imageUrl} alt="" className={cn(classes, "object-cover")} onError={() => setFailed(true)} />;
  }
  return (
    <span className={cn(classes, "bg-cardinal-soft font-semibold text-cardinal-dark")} aria-hidden="true">
      {initials(firstName, lastName)}
    </span>
  );
}
