import { useEffect } from "react";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useRoundtable } from "../api/get-roundtable";
import { RoundtableDetailsDialog } from "./roundtable-details-dialog";

/** Roundtable Details for a roundtable known only by its id (a notification's), fetched on open. */
export function RoundtableDetailsById({ id, onClose }: { id: number | null; onClose: () => void }) {
  const query = useRoundtable(id ?? 0, id !== null);

  useEffect(() => {
    if (id === null || !query.error) return;
    if (handleUnauthorized(query.error)) return;
    const gone = query.error instanceof ApiError && query.error.status === 404;
    toast({
      title: gone ? "Roundtable not found" : "Error",
      description: gone ? "This roundtable has been deleted." : "Failed to load the roundtable. Please try again.",
      variant: gone ? "default" : "destructive",
    });
    onClose();
  }, [id, query.error, onClose]);

  return <RoundtableDetailsDialog roundtable={id !== null && query.data ? query.data : null} onOpenChange={(open) => !open && onClose()} />;
}
