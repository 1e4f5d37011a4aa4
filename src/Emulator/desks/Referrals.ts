/**
 * Friend referrals (`/v5/user/invitation/referrals`): the users an account invited, each a master account opened
 * through the invitation (the admin hook `invite` stands for the sign-up, which happens off the API). A
 * relationship is alive (0) while the invitee's account is in good standing and turns invalid (1) when it is
 * frozen, with its update time.
 *
 * @since 0.1.0
 */

import * as U from "../../Http/v5/User.js"
import { type Caller, int, isFail, nonEmpty, ok, type Params, page, paramError } from "../base/Handler.js"
import type { Accounts } from "../books/Accounts.js"
import * as Desk from "./Desk.js"

interface Invitation {
  readonly id: string
  readonly inviter: string
  readonly invitee: string
  readonly createdAt: number
  status: 0 | 1
  updatedAt: number
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class ReferralsDesk implements Desk.Desk {
  readonly name = "referrals"
  readonly routes: ReadonlyArray<Desk.Route>
  private readonly invitations: Array<Invitation> = []

  constructor(private readonly accounts: Accounts) {
    this.routes = [Desk.route(U.invitationReferrals, (c, p) => this.list(c, p))]
  }

  /** A user signs up through `inviter`'s invitation: a new master account; answers its UID. */
  invite(inviter: string, now: number): string {
    const n = this.invitations.length + 1
    const m = this.accounts.createMaster(`invitee${inviter}x${n}`, now)
    this.invitations.push({ id: String(n), inviter, invitee: m.uid, createdAt: now, status: 0, updatedAt: now })
    return m.uid
  }

  /** A relationship turns invalid when the invitee's account is frozen or gone (and alive again when restored). */
  tick(now: number): void {
    for (const i of this.invitations) {
      const m = this.accounts.member(i.invitee)
      const status = m === undefined || m.status === 4 ? 1 : 0
      if (status !== i.status) {
        i.status = status
        i.updatedAt = now
      }
    }
  }

  /** Newest first; `status` `0` or `1`, `size` 1–100 (20), `nextCursor`. */
  private list(caller: Caller, p: Params) {
    const status = nonEmpty(p, "status")
    if (status !== undefined && status !== "0" && status !== "1") return paramError("status invalid")
    const size = int(p, "size") ?? 20
    if (Number.isNaN(size) || size < 1 || size > 100) return paramError("size invalid")
    const rows = this.invitations
      .filter((i) => i.inviter === caller.uid && (status === undefined || String(i.status) === status))
      .reverse()
    const got = page(rows, (i) => i.id, size, nonEmpty(p, "cursor"))
    if (isFail(got)) return got
    return ok({
      nextCursor: got.next,
      records: got.list.map((i) => ({
        id: i.id,
        inviteeUid: i.invitee,
        status: i.status,
        createdAt: String(i.createdAt),
        updatedAt: String(i.updatedAt)
      }))
    })
  }
}
