import { CATEGORIES } from "@shared/constants";
import { AUDIENCE_LABELS } from "./format";

/** The <option>s of the Target Audience select, shared by the create and edit forms. */
export function AudienceOptions() {
  return (
    <>
      {(Object.keys(AUDIENCE_LABELS) as Array<keyof typeof AUDIENCE_LABELS>).map((audience) => (
        <option key={audience} value={audience}>
          {AUDIENCE_LABELS[audience]}
        </option>
      ))}
    </>
  );
}

/** The ten categories after a first, empty option. */
export function CategoryOptions({ emptyLabel }: { emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {category}
        </option>
      ))}
    </>
  );
}
