import { cn } from "@/lib/utils";

/** The product's name beside its "E" tile, as the headers of the screens before the member navigation show it. */
export function BrandMark({ large = false }: { large?: boolean }) {
  return (
    <span className={cn("flex items-center gap-2 font-serif font-bold text-ink", large ? "text-xl" : "text-lg")}>
      <span aria-hidden="true" className={cn("inline-flex items-center justify-center rounded-md bg-cardinal text-white", large ? "size-9" : "size-8")}>
        E
      </span>
      English Convention
    </span>
  );
}
