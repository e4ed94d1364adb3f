/**
 * "Scan a pass": the phone's camera reads the member's QR code (qr-scanner, loaded only when the
 * dialog opens); a photo of the pass works too (QrScanner.scanImage), for a browser without a
 * camera or where the camera is refused. What it reads goes to `onToken`.
 */
import { Camera, ImageUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

type Props = { open: boolean; onOpenChange(open: boolean): void; onToken(token: string): void };

export function PassScanner({ open, onOpenChange, onToken }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState("Starting the camera…");
  const found = useRef(onToken);
  found.current = onToken;

  useEffect(() => {
    if (!open) return;
    let stopped = false;
    let scanner: { stop(): void; destroy(): void } | undefined;
    setStatus("Starting the camera…");
    void (async () => {
      const { default: QrScanner } = await import("qr-scanner");
      if (stopped || !videoRef.current) return;
      if (!(await QrScanner.hasCamera())) {
        setStatus("No camera is available here: scan a photo of the pass, or type its code.");
        return;
      }
      const live = new QrScanner(
        videoRef.current,
        (result) => {
          live.stop();
          found.current(result.data);
        },
        { returnDetailedScanResult: true, preferredCamera: "environment", highlightScanRegion: true },
      );
      scanner = live;
      try {
        await live.start();
        if (!stopped) setStatus("Point the camera at the member's pass.");
      } catch {
        if (!stopped) setStatus("The camera could not be started (it may not be allowed): scan a photo of the pass, or type its code.");
      }
    })();
    return () => {
      stopped = true;
      scanner?.stop();
      scanner?.destroy();
    };
  }, [open]);

  async function scanFile(file: File | undefined) {
    if (!file) return;
    setStatus("Reading the photo…");
    try {
      const { default: QrScanner } = await import("qr-scanner");
      // Decoded from a bitmap, not a blob: URL, which the page's Content-Security-Policy keeps out of images.
      const result = await QrScanner.scanImage(await createImageBitmap(file), { returnDetailedScanResult: true });
      onToken(result.data);
    } catch {
      setStatus("No pass was found in that photo. Try another, or type the code.");
    } finally {
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent focusDialogOnOpen>
        <DialogHeader>
          <DialogTitle>Scan a pass</DialogTitle>
          <DialogDescription>The member opens My Convention and shows their pass.</DialogDescription>
        </DialogHeader>
        <div className="overflow-hidden rounded-lg bg-ink">
          <video ref={videoRef} muted playsInline className="aspect-square w-full object-cover" aria-label="Camera view" />
        </div>
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-ink-soft">
          <Camera aria-hidden="true" className="size-4 shrink-0" />
          {status}
        </p>
        <label className="mt-4 flex h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-md border border-line bg-white text-sm font-medium text-ink shadow-sm hover:bg-paper-muted focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-cardinal">
          <ImageUp aria-hidden="true" className="size-4" />
          Scan a photo of a pass
          <input ref={fileRef} type="file" accept="image/*" className="sr-only" onChange={(event) => void scanFile(event.target.files?.[0])} />
        </label>
      </DialogContent>
    </Dialog>
  );
}
