import { Download, FileText, Trash2 } from "lucide-react";
import { useState } from "react";
import { IconHeading } from "@/components/layout/icon-heading";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useDownloadMyData } from "../api/export-data";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** "Your data": take a copy of everything the product holds about you, or delete your account. */
export function YourDataCard() {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);

  const downloadData = () =>
    download.mutate(undefined, {
      onSuccess: (fileName) => toast({ title: "Your data is downloading", description: `Saved as ${fileName}.` }),
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        toast({ title: "Error", description: serverMessageOr(error, "Failed to download your data. Please try again."), variant: "destructive" });
      },
    });

  return (
    <Card className="p-6 sm:p-8" role="region" aria-labelledby="your-data-title">
      <IconHeading
        icon={FileText}
        title="Your data"
        titleId="your-data-title"
        description="Download a copy of everything the convention platform holds about you, or delete your account."
      />
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
    </Card>
  );
}
