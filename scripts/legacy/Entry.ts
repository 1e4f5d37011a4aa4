/**
 * One declaration of a generated module, with its JSDoc: an endpoint (`Endpoint.make`), an alias of another
 * family's definition (`alias`), or a response shape the family's endpoints share (`LazySchema.make`).
 *
 * @since 0.1.0
 */
import * as Code from "./Code.js"
import * as Layout from "./Layout.js"
import * as Shape from "./Shape.js"
import * as Table from "./Table.js"

const endpointTags = ["", "@since 0.1.0", "@category endpoints"]

/**
 * The JSDoc of an endpoint: its method and path, its bybit-api name, then the table's notes.
 *
 * @since 0.1.0
 * @category declarations
 */
export const endpointDoc = (endpoint: Table.Endpoint): string =>
  Code.jsDoc([
    `\`${endpoint.method} ${endpoint.path}\` (bybit-api \`${endpoint.name}\`).`,
    ...(endpoint.notes ?? []),
    ...endpointTags
  ])

/**
 * The JSDoc of an alias: its method and path, its bybit-api name, and the definition it stands for.
 *
 * @since 0.1.0
 * @category declarations
 */
export const aliasDoc = (entry: Table.Alias): string =>
  Code.jsDoc([
    `\`${entry.method} ${entry.path}\` (bybit-api \`${entry.name}\`): the ${entry.alias.family} definition ` +
      `\`${entry.alias.definition}\`, which this client calls too.`,
    ...endpointTags
  ])

/**
 * The name a family's module is imported under: the family for its hand-written module, the family with
 * `Generated` for its generated one.
 *
 * @since 0.1.0
 * @category declarations
 */
export const moduleName = (family: string, module: Table.AliasTarget["module"]): string =>
  module === "generated" ? `${family}Generated` : family

const targetModule = (target: Table.AliasTarget): string => moduleName(target.family, target.module)

const response = (endpoint: Table.Endpoint): Layout.Doc => {
  const shape = endpoint.response
  const value = typeof shape === "string" ? Shape.render(shape) : Code.thunk(Shape.render(shape))
  if (endpoint.responseNote === undefined) return Code.property("response", value)
  return Layout.concat(`response: // ${endpoint.responseNote}`, Layout.indent(Layout.concat(Layout.hardline, value)))
}

/**
 * `export const name = Endpoint.make({ ... })`: the legacy signing and envelope when the family has them, name,
 * method, path, order entry (when it has one), auth, the request struct and the response shape (a primitive as is,
 * anything else as a thunk).
 *
 * @since 0.1.0
 * @category declarations
 */
export const endpoint = (endpoint: Table.Endpoint, legacy: boolean): string => {
  const properties: ReadonlyArray<Layout.Doc> = [
    ...(legacy ? ["...legacy"] : []),
    Code.property("name", Code.string(endpoint.name)),
    Code.property("method", Code.string(endpoint.method)),
    Code.property("path", Code.string(endpoint.path)),
    ...(endpoint.orderEntry === undefined ? [] : [Code.property("orderEntry", Code.string(endpoint.orderEntry))]),
    Code.commented(endpoint.authNote, Code.property("auth", Code.string(endpoint.auth))),
    Code.property("request", Code.thunk(Shape.struct(endpoint.request))),
    response(endpoint)
  ]
  const code = Layout.concat(
    `export const ${endpoint.name} = `,
    Code.hug("Endpoint.make", Code.objectLiteral(properties, true))
  )
  return `${endpointDoc(endpoint)}\n${Layout.print(code)}`
}

/**
 * `export const name = alias(Target.definition, "name")`.
 *
 * @since 0.1.0
 * @category declarations
 */
export const alias = (entry: Table.Alias): string => {
  const code = Layout.concat(
    `export const ${entry.name} = `,
    Code.call("alias", `${targetModule(entry.alias)}.${entry.alias.export}`, Code.string(entry.name))
  )
  return `${aliasDoc(entry)}\n${Layout.print(code)}`
}

/**
 * `const Name = LazySchema.make(() => shape)`, with its comment.
 *
 * @since 0.1.0
 * @category declarations
 */
export const sharedSchema = (entry: Table.SharedSchema): string =>
  Layout.print(
    Code.commented(
      entry.note,
      Layout.concat(
        `const ${entry.schema} = LazySchema.make(`,
        Layout.group(Layout.concat(Code.thunk(Shape.render(entry.type)), Layout.softline)),
        ")"
      )
    )
  )

/**
 * The declaration of any entry, printed.
 *
 * @since 0.1.0
 * @category declarations
 */
export const render = (entry: Table.Entry, legacy: boolean): string => {
  if (Table.isAlias(entry)) return alias(entry)
  if (Table.isSharedSchema(entry)) return sharedSchema(entry)
  return endpoint(entry, legacy)
}
