/**
 * The TypeScript constructs the generated modules are made of — calls, array and object literals, property keys,
 * string literals and comments — as layout documents, laid out as Biome lays them out: a sole array or object
 * argument hugged by its call, any other argument on its own lines when the call does not fit.
 *
 * @since 0.1.0
 */
import * as Layout from "./Layout.js"

/**
 * `callee(a, b)`, the arguments one a line, indented, when the call does not fit.
 *
 * @since 0.1.0
 * @category code
 */
export const call = (callee: string, ...args: ReadonlyArray<Layout.Doc>): Layout.Doc =>
  Layout.group(
    Layout.concat(
      callee,
      "(",
      Layout.indent(Layout.concat(Layout.softline, Layout.join(Layout.concat(",", Layout.line), args))),
      Layout.softline,
      ")"
    )
  )

/**
 * `callee(argument)` with the argument hugged: `callee([` or `callee({` on the first line, the literal's own
 * lines after it.
 *
 * @since 0.1.0
 * @category code
 */
export const hug = (callee: string, argument: Layout.Doc): Layout.Doc => Layout.concat(callee, "(", argument, ")")

/**
 * `[a, b, c]`, one element a line when it does not fit.
 *
 * @since 0.1.0
 * @category code
 */
export const arrayLiteral = (elements: ReadonlyArray<Layout.Doc>): Layout.Doc =>
  Layout.group(
    Layout.concat(
      "[",
      Layout.indent(Layout.concat(Layout.softline, Layout.join(Layout.concat(",", Layout.line), elements))),
      Layout.softline,
      "]"
    )
  )

/**
 * `{ a, b }`: one property a line when `expanded` (Biome keeps an object expanded that was written so), else on
 * one line when it fits.
 *
 * @since 0.1.0
 * @category code
 */
export const objectLiteral = (properties: ReadonlyArray<Layout.Doc>, expanded: boolean): Layout.Doc => {
  if (properties.length === 0) return "{}"
  const breakLine = expanded ? Layout.hardline : Layout.line
  return Layout.group(
    Layout.concat(
      "{",
      Layout.indent(Layout.concat(breakLine, Layout.join(Layout.concat(",", breakLine), properties))),
      breakLine,
      "}"
    )
  )
}

/**
 * `() => body`, the body on the next line, indented, when it breaks or does not fit.
 *
 * @since 0.1.0
 * @category code
 */
export const thunk = (body: Layout.Doc): Layout.Doc =>
  Layout.concat("() =>", Layout.group(Layout.indent(Layout.concat(Layout.line, body))))

/**
 * `key: value`, the key bare when it is an identifier.
 *
 * @since 0.1.0
 * @category code
 */
export const property = (name: string, value: Layout.Doc): Layout.Doc => Layout.concat(key(name), ": ", value)

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/**
 * A property key as written: bare when it is an identifier, quoted otherwise.
 *
 * @since 0.1.0
 * @category code
 */
export const key = (name: string): string => (identifier.test(name) ? name : string(name))

/**
 * A double-quoted string literal.
 *
 * @since 0.1.0
 * @category code
 */
export const string = (value: string): string => JSON.stringify(value)

/**
 * `doc` with a `// comment` line above it, or `doc` alone.
 *
 * @since 0.1.0
 * @category code
 */
export const commented = (comment: string | undefined, doc: Layout.Doc): Layout.Doc =>
  comment === undefined ? doc : Layout.concat(`// ${comment}`, Layout.hardline, doc)

/**
 * A JSDoc comment of the lines (an empty string is an empty ` *` line).
 *
 * @since 0.1.0
 * @category code
 */
export const jsDoc = (lines: ReadonlyArray<string>): string =>
  ["/**", ...lines.map((line) => (line === "" ? " *" : ` * ${line}`)), " */"].join("\n")
