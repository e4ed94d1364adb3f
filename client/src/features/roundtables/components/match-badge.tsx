import { Sparkles } from "lucide-react";
import type { MatchLevel } from "@shared/constants";
import { Badge } from "@/components/ui/badge";

const LABELS: Record<MatchLevel, string> = { high: "High Match", medium: "Medium Match" };

/** High Match or Medium Match from the server's score for this member; nothing without a real match. */
export function MatchBadge({ level }: { level: MatchLevel | null }) {
  if (!level) return null;
  return (
    <Badge variant={level === "high" ? "success" : "outline"}>
      <Sparkles aria-hidden="true" className="size-3" />
      {LABELS[level]}
    </Badge>
  );
}
