/**
 * A small layout printer for the generated code, the Wadler/Prettier kind: a document of text, line breaks and
 * groups; a group is printed on one line when it fits the width (the text after it up to the next line break
 * counted), else its line breaks are taken. A group holding a hard line break always breaks. This is the part of
 * Biome's formatting the generated modules need (120 columns, two-space indent), so the output is already formatted.
 *
 * @since 0.1.0
 */

/**
 * A document: text, a line break (`soft` ones print nothing when flat, the others a space), a hard line break,
 * nested indentation, a group, or a sequence.
 *
 * @since 0.1.0
 * @category models
 */
export type Doc =
  | string
  | { readonly _tag: "Line"; readonly soft: boolean }
  | { readonly _tag: "Hardline" }
  | { readonly _tag: "Indent"; readonly doc: Doc }
  | { readonly _tag: "Group"; readonly doc: Doc; readonly broken: boolean }
  | { readonly _tag: "Concat"; readonly docs: ReadonlyArray<Doc> }

/**
 * A line break that prints as a space when its group is flat.
 *
 * @since 0.1.0
 * @category constructors
 */
export const line: Doc = { _tag: "Line", soft: false }

/**
 * A line break that prints as nothing when its group is flat.
 *
 * @since 0.1.0
 * @category constructors
 */
export const softline: Doc = { _tag: "Line", soft: true }

/**
 * A line break in every case; its groups break.
 *
 * @since 0.1.0
 * @category constructors
 */
export const hardline: Doc = { _tag: "Hardline" }

/**
 * A sequence.
 *
 * @since 0.1.0
 * @category constructors
 */
export const concat = (...docs: ReadonlyArray<Doc>): Doc => ({ _tag: "Concat", docs })

/**
 * Indents the lines `doc` breaks by two more spaces.
 *
 * @since 0.1.0
 * @category constructors
 */
export const indent = (doc: Doc): Doc => ({ _tag: "Indent", doc })

const hasHardline = (doc: Doc): boolean => {
  if (typeof doc === "string") return false
  switch (doc._tag) {
    case "Hardline":
      return true
    case "Line":
      return false
    case "Indent":
      return hasHardline(doc.doc)
    case "Group":
      return doc.broken
    case "Concat":
      return doc.docs.some(hasHardline)
  }
}

/**
 * A group: flat when it fits, broken when it does not or holds a hard line break.
 *
 * @since 0.1.0
 * @category constructors
 */
export const group = (doc: Doc): Doc => ({ _tag: "Group", doc, broken: hasHardline(doc) })

/**
 * `docs` with `separator` between them.
 *
 * @since 0.1.0
 * @category constructors
 */
export const join = (separator: Doc, docs: ReadonlyArray<Doc>): Doc =>
  concat(...docs.flatMap((doc, i) => (i === 0 ? [doc] : [separator, doc])))

type Mode = "flat" | "break"

interface Command {
  readonly indent: number
  readonly mode: Mode
  readonly doc: Doc
}

/**
 * Whether `next` printed flat, then the pending commands in their own modes up to their first line break, stays
 * within `width` columns.
 */
const fits = (next: Command, pending: ReadonlyArray<Command>, width: number): boolean => {
  const stack: Array<Command> = [next]
  let rest = pending.length
  let remaining = width
  while (remaining >= 0) {
    const command = stack.pop() ?? (rest > 0 ? pending[--rest] : undefined)
    if (command === undefined) return true
    const { doc, mode } = command
    if (typeof doc === "string") {
      remaining -= doc.length
      continue
    }
    switch (doc._tag) {
      case "Hardline":
        return true
      case "Line":
        if (mode === "break") return true
        remaining -= doc.soft ? 0 : 1
        break
      case "Indent":
        stack.push({ ...command, doc: doc.doc })
        break
      case "Group":
        stack.push({ ...command, mode: doc.broken ? "break" : mode, doc: doc.doc })
        break
      case "Concat":
        stack.push(...doc.docs.map((part) => ({ ...command, doc: part })).reverse())
        break
    }
  }
  return false
}

/**
 * Prints a document within `width` columns, starting at column 0.
 *
 * @since 0.1.0
 * @category printing
 */
export const print = (doc: Doc, width = 120): string => {
  const out: Array<string> = []
  let column = 0
  const stack: Array<Command> = [{ indent: 0, mode: "break", doc }]
  for (let command = stack.pop(); command !== undefined; command = stack.pop()) {
    const { doc, mode } = command
    if (typeof doc === "string") {
      out.push(doc)
      column += doc.length
      continue
    }
    switch (doc._tag) {
      case "Hardline":
      case "Line":
        if (doc._tag === "Line" && mode === "flat") {
          if (!doc.soft) {
            out.push(" ")
            column += 1
          }
          break
        }
        out.push("\n", " ".repeat(command.indent))
        column = command.indent
        break
      case "Indent":
        stack.push({ ...command, indent: command.indent + 2, doc: doc.doc })
        break
      case "Group": {
        const flat = mode === "flat" || (!doc.broken && fits({ ...command, mode: "flat" }, stack, width - column))
        stack.push({ ...command, mode: flat ? "flat" : "break", doc: doc.doc })
        break
      }
      case "Concat":
        stack.push(...doc.docs.map((part) => ({ ...command, doc: part })).reverse())
        break
    }
  }
  return out.join("")
}
