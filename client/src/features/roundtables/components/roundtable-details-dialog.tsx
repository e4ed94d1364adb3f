import { Link } from "wouter";
import type { Roundtable } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { roundtablePath } from "@/lib/roundtable-path";
import { RoundtableDetails } from "./roundtable-details";

export function RoundtableDetailsDialog({ roundtable, onOpenChange }: { roundtable: Roundtable | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={roundtable !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {roundtable && (
          <>
            <DialogHeader>
              <DialogTitle>{roundtable.title}</DialogTitle>
              <DialogDescription asChild>
                <div className="flex flex-wrap gap-1.5 pt-1">
                  <Badge>{roundtable.category}</Badge>
                  {roundtable.tags.map((tag) => (
                    <Badge key={tag} variant="outline">
                      #{tag}
                    </Badge>
                  ))}
                </div>
              </DialogDescription>
            </DialogHeader>
            <RoundtableDetails roundtable={roundtable} headingLevel={3} />
            <Link href={roundtablePath(roundtable.id)} onClick={() => onOpenChange(false)} className="mt-4 self-start text-sm font-medium text-cardinal underline-offset-4 hover:underline">
              Open the roundtable's page
            </Link>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
