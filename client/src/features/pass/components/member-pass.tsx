import { QrCode } from "lucide-react";
import { Card } from "@/components/ui/card";
import { LoadingStatus, Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { usePass } from "../api/get-pass";

/**
 * The member's convention pass (docs/product.md, "The day at the table"): the QR code large, their
 * name, and the code to type where no camera can scan. The organizer scans it to check them in, or
 * to seat them as a walk-in. It shows the last pass read, offline too.
 */
export function MemberPass({ className }: { className?: string }) {
  const { data: pass, isLoading, error } = usePass();
  if (isLoading) {
    return (
      <LoadingStatus className={cn("mx-auto w-full max-w-sm space-y-3", className)}>
        <Skeleton className="aspect-square w-full" />
        <Skeleton className="mx-auto h-5 w-40" />
      </LoadingStatus>
    );
  }
  if (error || !pass) {
    return (
      <Card className={cn("mx-auto w-full max-w-sm p-5 text-center text-sm text-ink-muted", className)}>
        Your pass could not be loaded. Open this page once while online and it stays available offline.
      </Card>
    );
  }
  return (
    <section aria-labelledby="member-pass-heading" className={cn("mx-auto w-full max-w-sm", className)}>
    <Card className="p-5 text-center">
      <h2 id="member-pass-heading" className="flex items-center justify-center gap-2 font-serif text-lg font-semibold text-ink">
        <QrCode aria-hidden="true" className="size-5" />
        Your pass
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Show it at the table: the organizer scans it to check you in.</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pass.svg)}`}
        alt={`QR code of the pass of ${pass.member.firstName} ${pass.member.lastName}`}
        className="mx-auto mt-4 aspect-square w-full max-w-[18rem] rounded-md bg-white [image-rendering:pixelated]"
      />
      <p className="mt-3 font-serif text-xl font-semibold text-ink">
        {pass.member.firstName} {pass.member.lastName}
      </p>
      <p className="text-sm text-ink-muted">{pass.convention.name}</p>
      <p className="mt-3 text-xs uppercase tracking-wide text-ink-muted">No camera? Type this code</p>
      <p className="mt-1 break-all font-mono text-lg font-semibold tracking-wider text-ink">{pass.token}</p>
    </Card>
    </section>
  );
}
