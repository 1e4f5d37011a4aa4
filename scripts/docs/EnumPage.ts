/**
 * Reads the docs' enumeration page (`docs/v5/enum.mdx`): each `### name` heading and the values its top-level list
 * items name. A value is what an item writes in backticks before its description (`` * `New`&emsp;placed ``;
 * `` * `1` `3` `5`&emsp;minute `` names three), or, with no backticks, the text of its first link or tag
 * (`` - <a href="…">PostOnly</a> ``, `` - [RPI](…)&emsp;… ``). Nested items (explanations) and tables are not read.
 *
 * @since 1.3.0
 */

/**
 * One list of the page: its heading (the first word: `predictionSide (Prediction Market — …)` is `predictionSide`)
 * and its values in page order.
 *
 * @since 1.3.0
 * @category models
 */
export interface EnumList {
  readonly heading: string
  readonly values: ReadonlyArray<string>
}

const headingLine = /^###\s+(\S+)/
const topItem = /^[*-]\s+(.*)$/

/**
 * The values one top-level list item names.
 *
 * @since 1.3.0
 * @category parsing
 */
export const itemValues = (item: string): Array<string> => {
  const head = item.split("&emsp;")[0] ?? ""
  const quoted = [...head.matchAll(/`([^`]+)`/g)].flatMap((match) => (match[1] === undefined ? [] : [match[1].trim()]))
  if (quoted.length > 0) return quoted
  const linked = /^\[([^\]]+)\]\(/.exec(head)?.[1] ?? /^<a\b[^>]*>([^<]+)<\/a>/.exec(head)?.[1]
  return linked === undefined ? [] : [linked.trim()]
}

/**
 * Every list of the page, in page order (a heading with no list item has no values).
 *
 * @since 1.3.0
 * @category parsing
 */
export const parse = (text: string): Array<EnumList> => {
  const lists: Array<{ heading: string; values: Array<string> }> = []
  for (const line of text.split(/\r?\n/)) {
    const heading = headingLine.exec(line)?.[1]
    if (heading !== undefined) {
      lists.push({ heading, values: [] })
      continue
    }
    const current = lists[lists.length - 1]
    const item = topItem.exec(line)?.[1]
    if (current === undefined || item === undefined) continue
    for (const value of itemValues(item)) if (!current.values.includes(value)) current.values.push(value)
  }
  return lists
}
