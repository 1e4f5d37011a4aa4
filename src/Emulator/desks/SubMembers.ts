/**
 * The sub-member lists paged by cursor (`/v5/user/submembers`, and `/v5/user/escrow_sub_members` for the custodial
 * sub-accounts, member type 6): a master account's own sub-accounts in creation order, `pageSize` 1–100 (default
 * 100), `nextCursor` the last UID of the page (`"0"` on the last page).
 *
 * @since 0.1.0
 */

import * as User from "../../Http/v5/User.js"
import { type Caller, int, nonEmpty, ok, type Params, paramError } from "../base/Handler.js"
import { type Accounts, memberItem } from "../books/Accounts.js"
import * as Desk from "./Desk.js"

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class SubMembersDesk implements Desk.Desk {
  readonly name = "sub-members"
  readonly routes: ReadonlyArray<Desk.Route>

  constructor(private readonly accounts: Accounts) {
    this.routes = [
      Desk.route(User.subMembers, (c, p) => this.page(c, p, false)),
      Desk.route(User.escrowSubMembers, (c, p) => this.page(c, p, true))
    ]
  }

  private page(caller: Caller, p: Params, custodialOnly: boolean) {
    const size = int(p, "pageSize") ?? 100
    if (Number.isNaN(size) || size < 1 || size > 100) return paramError("pageSize invalid")
    const subs = this.accounts.subMembers(caller.uid).filter((m) => !custodialOnly || m.memberType === 6)
    const cursor = nonEmpty(p, "nextCursor")
    let start = 0
    if (cursor !== undefined && cursor !== "0") {
      const at = subs.findIndex((m) => m.uid === cursor)
      if (at < 0) return paramError("nextCursor invalid")
      start = at + 1
    }
    const list = subs.slice(start, start + size)
    const more = start + size < subs.length
    return ok({
      subMembers: list.map(memberItem),
      nextCursor: more ? (list[list.length - 1]?.uid ?? "0") : "0"
    })
  }
}
