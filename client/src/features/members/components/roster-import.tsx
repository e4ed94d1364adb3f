import { FileUp } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import type { RosterImport } from "@shared/validators/roster";
import { useImportRoster } from "../api/import-roster";
import { RosterPreview } from "./roster-preview";

const EXAMPLE = "email,chapter,role\nada@example.edu,Tulane University,student";

/**
 * The societies' member roll (CSV `email,chapter,role`): previewed first (what it would change,
 * nothing saved), then imported in one go. A bad line is named and nothing changes.
 */
export function RosterImport() {
  const [csv, setCsv] = useState("");
  const [preview, setPreview] = useState<{ csv: string; result: RosterImport } | null>(null);
  const [error, setError] = useState<string>();
  // Every line the server could not read, to fix the file in one go (errors.roster).
  const [badLines, setBadLines] = useState<string[]>([]);
  const roster = useImportRoster();
  const previewed = preview !== null && preview.csv === csv;

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setCsv(await file.text());
    setPreview(null);
    setError(undefined);
    setBadLines([]);
  };

  const send = (commit: boolean) => {
    setBadLines([]);
    if (!csv.trim()) return setError("Paste the roster or choose its CSV file first");
    setError(undefined);
    roster.mutate(
      { csv, preview: !commit },
      {
        onSuccess: (result) => {
          if (!commit) return setPreview({ csv, result });
          setPreview(null);
          setCsv("");
          toast({
            title: "Roster imported",
            description: `${result.rows} ${result.rows === 1 ? "row" : "rows"}: ${result.approved.length} waiting ${result.approved.length === 1 ? "member" : "members"} approved.`,
          });
        },
        onError: (failure) => {
          if (handleUnauthorized(failure)) return;
          setPreview(null);
          setError(serverMessageOr(failure, "Failed to read the roster. Please try again."));
          setBadLines(failure instanceof ApiError ? (failure.fieldErrors?.roster ?? []) : []);
        },
      },
    );
  };

  return (
    <section aria-labelledby="roster-heading" className="space-y-5">
      <div>
        <h2 id="roster-heading" className="font-serif text-2xl font-semibold">
          Import roster
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-ink-muted">
          The societies' member roll, one line per member: <code className="rounded bg-paper-muted px-1">email,chapter,role</code> (chapter by
          name, role student or advisor). Members on it are approved as they confirm their e-mail; those already waiting are approved
          by the import. Preview first: nothing is saved until you import.
        </p>
      </div>
      <Card className="space-y-4 p-4 sm:p-6">
        <FormField label="Roster file (CSV)">
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void readFile(event.target.files?.[0])}
            className="block w-full text-sm text-ink-soft file:mr-3 file:rounded-md file:border file:border-line file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-ink"
          />
        </FormField>
        <FormField label="Roster (CSV text)" error={error} hint="Or paste it here.">
          <Textarea value={csv} onChange={(event) => setCsv(event.target.value)} placeholder={EXAMPLE} className="min-h-40 font-mono text-xs" spellCheck={false} />
        </FormField>
        {badLines.length > 1 && (
          <div className="rounded-lg border border-danger/40 bg-white p-4">
            <h3 id="roster-lines-heading" className="text-sm font-semibold text-danger">
              Lines to fix ({badLines.length})
            </h3>
            <ul aria-labelledby="roster-lines-heading" className="mt-2 max-h-64 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-ink-soft">
              {badLines.map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => send(false)} disabled={roster.isPending}>
            <FileUp aria-hidden="true" />
            {roster.isPending && roster.variables?.preview ? "Checking..." : "Preview changes"}
          </Button>
          <Button onClick={() => send(true)} disabled={!previewed || roster.isPending}>
            {roster.isPending && roster.variables?.preview === false ? "Importing..." : "Import roster"}
          </Button>
        </div>
        {!previewed && csv.trim() && !error && <p className="text-sm text-ink-muted">Preview the changes before importing.</p>}
      </Card>
      {previewed && <RosterPreview result={preview.result} />}
    </section>
  );
}
