import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { SessionOptions, type ProgramRoundtable, type ProgramSession } from "@/features/program";
import { usePlaceRoundtable } from "../api/place-roundtable";

export const FIRST_FREE_ROOM = "";

type PlaceDialogProps = {
  /** The proposal to place, or the placed roundtable to move. */
  roundtable: ProgramRoundtable | null;
  sessions: ProgramSession[];
  onOpenChange: (open: boolean) => void;
};

/** Place a proposal (or move a placed roundtable): a session, and a room or the first free one. */
export function PlaceDialog({ roundtable, sessions, onOpenChange }: PlaceDialogProps) {
  const place = usePlaceRoundtable();
  const moving = roundtable?.programStatus === "placed";
  const [sessionId, setSessionId] = useState("");
  const [roomId, setRoomId] = useState(FIRST_FREE_ROOM);

  useEffect(() => {
    if (!roundtable) return;
    const start = roundtable.session ?? roundtable.preferredSession ?? null;
    setSessionId(start ? String(start.id) : "");
    setRoomId(FIRST_FREE_ROOM);
  }, [roundtable]);

  const session = sessions.find((item) => String(item.id) === sessionId);
  // The roundtable's own room is free for it when it moves within its session.
  const freeRooms = session?.rooms.filter((room) => !room.taken || room.id === roundtable?.room?.id) ?? [];
  const fullIds = sessions.filter((item) => item.freeRooms === 0 && item.id !== roundtable?.session?.id).map((item) => item.id);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!roundtable || !session) return;
    const title = roundtable.title;
    place.mutate(
      { id: roundtable.id, sessionId: session.id, roomId: roomId ? Number(roomId) : undefined },
      {
        onSuccess: (placed) => {
          const where = [placed?.session?.name ?? session.name, placed?.room?.name].filter(Boolean).join(", ");
          toast({ title: moving ? "Roundtable moved" : "Placed on the program", description: `${title}: ${where}` });
          onOpenChange(false);
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          toast({ title: moving ? "Move Failed" : "Placement Failed", description: serverMessageOr(error, "Failed to place the roundtable. Please try again."), variant: "destructive" });
        },
      },
    );
  };

  return (
    <Dialog open={roundtable !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{moving ? "Move roundtable" : "Place on the program"}</DialogTitle>
          <DialogDescription>{roundtable?.title}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4">
          <FormField label="Session">
            <NativeSelect
              value={sessionId}
              onChange={(event) => {
                setSessionId(event.target.value);
                setRoomId(FIRST_FREE_ROOM);
              }}
              required
            >
              <option value="" disabled>
                Choose a session
              </option>
              <SessionOptions sessions={sessions} disabledIds={fullIds} />
            </NativeSelect>
          </FormField>
          <FormField label="Room" hint={session ? `${session.freeRooms} of ${session.rooms.length} rooms free` : undefined}>
            <NativeSelect value={roomId} onChange={(event) => setRoomId(event.target.value)} disabled={!session}>
              <option value={FIRST_FREE_ROOM}>First free room</option>
              {freeRooms.map((room) => (
                <option key={room.id} value={String(room.id)}>
                  {room.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {roundtable?.preferredSession && (
            <p className="text-sm text-ink-muted">The organizer prefers {roundtable.preferredSession.name}.</p>
          )}
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!session || place.isPending}>
              {place.isPending ? (moving ? "Moving..." : "Placing...") : moving ? "Move" : "Place"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
