import { useEffect, useState } from "react"
import { useAtomValue } from "../atom-react/index.js"
import { envAtom } from "../atoms/Config.js"
import * as Form from "../atoms/OrderForm.js"
import { symbolAtom } from "../atoms/Selection.js"
import { pickedPriceAtom } from "../atoms/Ui.js"
import { categoryAtom } from "../atoms/Url.js"
import type { Outcome } from "./OrderOutcome.js"

/**
 * The order being written: the form as typed, the share of the balance chosen, and the outcome of the last order
 * sent. A new market (or environment) starts a clean form keeping the side and type; a price picked in the book
 * makes it a limit at that price; any edit clears the outcome (a message belongs to the order it reports on).
 *
 * @since 1.2.0
 */
export function useOrderDraft() {
  const symbol = useAtomValue(symbolAtom)
  const env = useAtomValue(envAtom)
  const category = useAtomValue(categoryAtom)
  const picked = useAtomValue(pickedPriceAtom)
  const [form, setForm] = useState<Form.OrderForm>(Form.emptyForm)
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined)
  const [percent, setPercent] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the market changed
  useEffect(() => {
    setForm((f) => ({ ...Form.emptyForm, side: f.side, orderType: f.orderType }))
    setOutcome(undefined)
    setPercent(0)
  }, [symbol, category, env])
  useEffect(() => {
    if (picked === undefined) return
    setForm((f) => ({ ...f, orderType: "Limit", price: picked.price }))
    setOutcome(undefined)
  }, [picked])
  const edit = (patch: Partial<Form.OrderForm>) => {
    setForm((f) => ({ ...f, ...patch }))
    setOutcome(undefined)
  }
  return { form, edit, outcome, setOutcome, percent, setPercent }
}
