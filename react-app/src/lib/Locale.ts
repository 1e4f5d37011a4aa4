/**
 * A locale every `Intl` API accepts. Browsers can report tags that are not BCP 47 — `en-US@posix` under
 * `LANG=C.UTF-8` — and lightweight-charts hands the browser's language to `Intl` on every redraw, which then throws
 * "Invalid language tag" and leaves the chart blank. The page therefore always gives the chart a checked locale.
 *
 * @since 0.1.0
 */

/**
 * The locale used when none of the browser's is valid.
 *
 * @since 0.1.0
 * @category constants
 */
export const fallbackLocale = "en-US"

const valid = (tag: string): string | undefined => {
  try {
    const canonical = Intl.getCanonicalLocales(tag)[0]
    if (canonical === undefined) return undefined
    // a tag can be well-formed yet unusable by a formatter; constructing one proves it
    new Intl.NumberFormat(canonical)
    return canonical
  } catch {
    return undefined
  }
}

/**
 * The first usable locale among `tags`: each as given, then with POSIX modifiers (`@posix`) and encodings
 * (`.UTF-8`) cut and `_` turned into `-`; {@link fallbackLocale} when none is usable.
 *
 * @since 0.1.0
 * @category constructors
 */
export const safeLocale = (tags: ReadonlyArray<string | undefined>): string => {
  for (const tag of tags) {
    if (tag === undefined) continue
    const cleaned = tag.split("@")[0]?.split(".")[0]?.replace(/_/g, "-") ?? ""
    // "C" and "POSIX" name no language (and "posix" would pass as a well-formed tag)
    if (cleaned === "" || cleaned.toUpperCase() === "C" || cleaned.toUpperCase() === "POSIX") continue
    const usable = valid(tag) ?? valid(cleaned)
    if (usable !== undefined) return usable
  }
  return fallbackLocale
}

/**
 * The browser's locale, made safe.
 *
 * @since 0.1.0
 * @category constructors
 */
export const browserLocale = (): string =>
  typeof navigator === "undefined" ? fallbackLocale : safeLocale([...(navigator.languages ?? []), navigator.language])
