import { Download, FileText, Trash2 } from "lucide-react";
import { useState } from "react";
import { SettingsCard } from "@/components/layout/settings-card";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { toastFailure } from "@/lib/unauthorized";
import { useDownloadMyData } from "../api/export-data";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** "Your data": take a copy of everything the product holds about you, or delete your account. */
export function YourDataCard() {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);

  const downloadData = () =>
    download.mutate(undefined, {
      onSuccess: (fileName) => toast({ title: "Your data is downloading", description: `Saved as ${fileName}.` }),
      onError: toastFailure("Failed to download your data. Please try again."),
    });

  return (
    <SettingsCard
      icon={FileText}
      title="Your data"
      titleId="your-data-title"
      description="Download a copy of everything the convention platform holds about you, or delete your account."
    >
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="secondary" onClick={downloadData} disabled={download.isPending}>
          <Download aria-hidden="true" />
          {download.isPending ? "Preparing..." : "Download my data"}
        </Button>
        <Button variant="destructive" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </SettingsCard>
  );
}
