/**
 * The exchange's accounts as descriptions open them: the description it starts from (the seed's, or `accounts`),
 * opened straight in the books at the seed's instant, and descriptions opened later on the running exchange (admin),
 * all or none, as one input of the exchange (`Journal`), kept in its snapshot so a saved state opens them again.
 *
 * @since 1.1.0
 */

import type { AccountsDescriptionError, Description } from "./AccountsDescription.js"
import * as AccountsDescription from "./AccountsDescription.js"
import * as AccountsSetup from "./AccountsSetup.js"
import type * as Assembly from "./Assembly.js"
import * as Fixed from "./base/Fixed.js"
import { EPOCH, SCALE } from "./books/Accounts.js"
import type { Journal } from "./Journal.js"

/**
 * What an opening answers: the users it opened, or the field that refused it.
 *
 * @since 1.1.0
 * @category models
 */
export type Opened = ReadonlyArray<AccountsSetup.OpenedUser> | AccountsDescriptionError

/**
 * What the openings act on.
 *
 * @since 1.1.0
 * @category models
 */
export interface Parts {
  readonly books: Assembly.Books
  /** The exchange's RSA pair: a described RSA key without a public key of its own takes its public key. */
  readonly rsa: { readonly publicKeyPem: string }
  /** The exchange's journal (read when a description is opened on the running exchange). */
  readonly journal: () => Journal
}

const units = (amount: string): bigint => Fixed.parseRounded(amount, SCALE, "down") ?? 0n

/**
 * The openings of one exchange.
 *
 * @since 1.1.0
 * @category models
 */
export class Openings {
  /** What the starting description opened. */
  readonly opened: ReadonlyArray<AccountsSetup.OpenedUser>

  constructor(
    private readonly parts: Parts,
    /** The description it started from, when given (a saved state keeps it). */
    readonly described: Description | undefined
  ) {
    const accounts = parts.books.accounts
    // at the seed's instant, straight in the books (nothing listens yet, nothing is an input)
    this.opened = AccountsSetup.open(
      this.setup((uid, type, coin, amount) => accounts.setWallet(uid, type, coin, units(amount))),
      described ?? AccountsDescription.defaultDescription,
      EPOCH
    )
  }

  private setup(setBalance: AccountsSetup.Parts["setBalance"]): AccountsSetup.Parts {
    const { accounts, positions, mmp, margin } = this.parts.books
    const rsa = this.parts.rsa
    return {
      accounts,
      positions,
      mmp,
      margin,
      // read only for an RSA key of the emulator's own pair: the pair is made on first read
      get rsaPublicKeyPem() {
        return rsa.publicKeyPem
      },
      setBalance
    }
  }

  /** Opens a description on the running exchange, as an input of its journal. */
  open(description: Description, now: number): Opened {
    return this.parts.journal().input({ k: "openAccounts", at: now, input: AccountsDescription.toInput(description) })
  }

  /** What the journal applies: a description's plain JSON, refused when it names what the exchange holds. */
  apply(input: unknown, now: number): Opened {
    const decoded = AccountsDescription.decode(input)
    if (decoded._tag === "Failure") return decoded.failure
    const conflict = AccountsSetup.conflicts(this.parts.books.accounts, decoded.success)
    if (conflict !== undefined) return conflict
    return AccountsSetup.open(
      // balances set as the admin's setBalance does (an input of its own inside this one)
      this.setup((uid, accountType, coin, amount) =>
        this.parts.journal().input({ k: "setBalance", at: now, uid, accountType, coin, amount })
      ),
      decoded.success,
      now
    )
  }
}
