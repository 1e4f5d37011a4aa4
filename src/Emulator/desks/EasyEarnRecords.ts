/**
 * The records Easy Earn keeps per account: flexible savings, on-chain positions, orders and yield rows.
 *
 * @since 0.1.0
 */

import type { EarnProduct } from "./EasyEarnProducts.js"

/**
 * A flexible saving of one account in one product.
 *
 * @since 0.1.0
 * @category models
 */
export interface Saving {
  readonly uid: string
  readonly product: EarnProduct
  /** Earning now. */
  amount: bigint
  /** Staked, earning from `pendingFrom`. */
  pending: bigint
  pendingFrom: number
  claimable: bigint
  /** The hour yield was last computed up to. */
  accruedTo: number
}

/**
 * An on-chain position.
 *
 * @since 0.1.0
 * @category models
 */
export interface Staked {
  readonly id: string
  readonly uid: string
  readonly product: EarnProduct
  readonly orderId: string
  readonly amount: bigint
  readonly activeAt: number
  readonly settleAt: number | undefined
  accrued: bigint
  accruedTo: number
  autoReinvest: boolean
  /** Set when a redemption is under way or done. */
  closed: boolean
}

/**
 * A stake or redeem order.
 *
 * @since 0.1.0
 * @category models
 */
export interface Order {
  readonly orderId: string
  readonly orderLinkId: string
  readonly uid: string
  readonly product: EarnProduct
  readonly type: "Stake" | "Redeem"
  readonly amount: bigint
  readonly createdAt: number
  updatedAt: number
  status: "Success" | "Pending"
  /** On-chain: when the stake starts or the redemption completes. */
  readonly due: number | undefined
  readonly position: Staked | undefined
}

/**
 * One yield payout (daily) or accrual (hourly).
 *
 * @since 0.1.0
 * @category models
 */
export interface YieldRow {
  readonly id: string
  readonly uid: string
  readonly product: EarnProduct
  readonly amount: bigint
  readonly effective: bigint
  readonly mode: "Auto" | "Manual"
  readonly orderId: string
  readonly time: number
  readonly hour?: number
}
