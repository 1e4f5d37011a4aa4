/**
 * The drift between what each page says an API key needs (PermissionPage) and the permission rule of its endpoint's
 * definition — the one table both the client's docs and the emulator's checks read.
 *
 * @since 1.1.0
 */
import type * as Endpoint from "../../src/Http/Endpoint.js"
import type * as Drift from "./Drift.js"
import type * as PermissionPage from "./PermissionPage.js"

const show = (permissions: ReadonlyArray<Endpoint.Permission>): string =>
  permissions.length === 0
    ? "none"
    : permissions
        .map((q) => `${q.group}.${q.name}`)
        .sort()
        .join(" | ")

// A definition's rule as the permissions any one of which will do; a rule that depends on the parameters (order
// entry) is not stated by any page and is left out.
const ours = (endpoint: Endpoint.Any): ReadonlyArray<Endpoint.Permission> | undefined => {
  const rule = endpoint.permission
  if (rule === undefined) return []
  if (typeof rule === "function") return undefined
  return "anyOf" in rule ? rule.anyOf : [rule]
}

/**
 * One page's statement against the definitions of the paths it documents.
 *
 * @since 1.1.0
 * @category comparing
 */
export const changes = (
  documented: ReadonlyArray<{
    readonly path: string
    readonly method: string
    readonly statement: PermissionPage.Statement
  }>,
  endpoints: ReadonlyArray<Endpoint.Any>
): Array<Drift.Change> =>
  documented.flatMap(({ method, path, statement }): Array<Drift.Change> => {
    const subject = `${method} ${path}`
    const endpoint = endpoints.find((e) => e.path === path && e.method === method)
    if (endpoint === undefined) return []
    if (statement._tag === "Unread")
      return [{ kind: "permission", change: "new", subject, detail: `unread statement: ${statement.text}` }]
    const mine = ours(endpoint)
    if (mine === undefined) return []
    const docs = show(statement._tag === "Any" ? [] : statement.permissions)
    const written = show(mine)
    return docs === written
      ? []
      : [{ kind: "permission", change: "changed", subject, detail: `docs ${docs}; ours ${written}` }]
  })
