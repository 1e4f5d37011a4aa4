import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import { lazy, useState } from "react"
import { useAtomValue } from "../atom-react/index.js"
import { accountAtom } from "../atoms/Account.js"
import { feeRateAtom, symbolLeverageAtom } from "../atoms/Margin.js"
import { instrumentAtom, lastPriceAtom, markAtom, publicLiveAtom } from "../atoms/Market.js"
import * as Amounts from "../atoms/OrderAmounts.js"
import * as Form from "../atoms/OrderForm.js"
import { quoteOf } from "../atoms/OrderQuote.js"
import { privateStateAtom } from "../atoms/Private.js"
import { hasKeysAtom } from "../atoms/Runtime.js"
import { symbolAtom } from "../atoms/Selection.js"
import { type Category, categoryAtom } from "../atoms/Url.js"
import type { Instrument } from "../lib/Instrument.js"
import type * as Sizing from "../lib/Sizing.js"
import { Quiet } from "./Boundary.js"
import { MarginControls } from "./MarginControls.js"
import { useOrderDraft } from "./OrderDraft.js"
import { OrderFigures } from "./OrderFigures.js"
import { OrderFlags } from "./OrderFlags.js"
import { OrderInputs, ShareSlider } from "./OrderInputs.js"
import { OrderLiq } from "./OrderLiq.js"
import { OrderOutcome } from "./OrderOutcome.js"
import { OrderSubmit, useSendOrder } from "./OrderSubmit.js"
import { SideAndType } from "./OrderTabs.js"
import { pausedReason } from "./OrderText.js"
import { TpSlFields } from "./OrderTpSl.js"

// price alerts, under the form: a chunk of their own
const PriceAlerts = lazy(() => import("./PriceAlerts.js").then((m) => ({ default: m.PriceAlerts })))

/** The quantity a share of the available balance buys: in USDT (a linear size typed so) its value at the leverage. */
const shareQty = (
  pct: number,
  form: Form.OrderForm,
  i: Instrument,
  available: string,
  lastPrice: Option.Option<string>,
  leverage: number | undefined
): string | undefined => {
  if (!Form.sizedInQuote(form, i.category))
    return Amounts.qtyForShare(pct, form, i, available, lastPrice, leverage ?? 1)
  // to the cent
  const value = Math.floor(Number(available) * (pct / 100) * (leverage ?? 1) * 100) / 100
  return value > 0 ? value.toFixed(2) : undefined
}

/** The order form: units, available balance, value, a percentage slider, time in force, conditional, TP/SL. */
export function OrderEntry() {
  const symbol = useAtomValue(symbolAtom)
  const category: Category = useAtomValue(categoryAtom)
  const instrument = Option.flatten(AsyncResult.value(useAtomValue(instrumentAtom)))
  const lastPrice = useAtomValue(lastPriceAtom)
  const mark = useAtomValue(markAtom(`${category}|${symbol}`))
  const hasKeys = useAtomValue(hasKeysAtom)
  const marketLive = useAtomValue(publicLiveAtom)
  const privateResult = useAtomValue(privateStateAtom)
  const account = useAtomValue(accountAtom)
  const leverageSetting = Option.getOrUndefined(
    Option.flatMap(AsyncResult.value(useAtomValue(symbolLeverageAtom)), (feed) => feed.value)
  )
  const { form, edit, outcome, setOutcome, percent, setPercent } = useOrderDraft()
  const [conditional, setConditional] = useState(false)
  const { pending, send } = useSendOrder(setOutcome)
  const [tpMode, setTpMode] = useState<Sizing.TargetMode>("price")
  const [slMode, setSlMode] = useState<Sizing.TargetMode>("price")
  const fees = Option.getOrUndefined(Option.flatten(AsyncResult.value(useAtomValue(feeRateAtom))))
  const state = Option.getOrUndefined(Option.flatMap(AsyncResult.value(account), (feed) => feed.value))
  const privateState = AsyncResult.isSuccess(privateResult) ? privateResult.value : "none"
  const paused = pausedReason(hasKeys, marketLive, privateState)

  const i = Option.getOrUndefined(instrument)
  // a linear size typed in USDT is quoted and sent as the quantity it buys
  const sized = Form.inBaseCoin(form, i, lastPrice, conditional)
  const quote = quoteOf({
    form: sized.form,
    conditional,
    category,
    instrument: i,
    lastPrice,
    mark,
    state,
    leverageSetting,
    fees,
    hasKeys,
    tpMode,
    slMode
  })
  const { market, spend, leverage, short } = quote
  const derivative = category !== "spot"

  const share = (pct: number) => {
    setPercent(pct)
    if (i === undefined || spend === undefined) return
    edit({ qty: shareQty(pct, form, i, spend.amount, lastPrice, leverage) ?? "" })
  }

  const submit = () => {
    if (pending || paused !== undefined || short !== undefined) return
    if (sized.refusal !== undefined) {
      setOutcome({ ok: false, text: sized.refusal })
      return
    }
    send({ quote, category, symbol, instrument, lastPrice })
  }

  return (
    <section className="panel order-entry" data-testid="order-entry">
      <div className="panel-head">
        <h2>
          Order · <span data-testid="order-symbol">{symbol || "—"}</span>
        </h2>
      </div>
      {i !== undefined && hasKeys && (i.category === "linear" || i.category === "inverse") ? (
        <MarginControls
          category={i.category}
          symbol={i.symbol}
          leverage={leverageSetting === "" ? undefined : leverageSetting}
          maxLeverage={i.maxLeverage}
        />
      ) : null}
      <form
        className="order-form"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <SideAndType form={form} edit={edit} />
        <OrderInputs
          form={form}
          instrument={i}
          category={category}
          unit={i === undefined ? quote.unit : Form.qtyUnit(form, i)}
          sized={sized}
          lastPrice={lastPrice}
          conditional={conditional}
          onConditional={(checked) => {
            setConditional(checked)
            setOutcome(undefined)
          }}
          edit={edit}
          onQtyTyped={() => setPercent(0)}
        />
        <ShareSlider percent={percent} disabled={spend === undefined} onShare={share} />
        <OrderFigures
          quote={quote}
          instrument={i}
          category={category}
          onMax={(qty) => {
            setPercent(0)
            // Max is a quantity in the base coin
            edit({ qty, sizeIn: "base" })
          }}
        />
        {i !== undefined && (i.category === "linear" || i.category === "inverse") && hasKeys ? (
          <OrderLiq
            instrument={i}
            side={form.side}
            qty={quote.qty}
            price={quote.price}
            leverage={leverage}
            state={state}
          />
        ) : null}
        <OrderFlags form={form} market={market} derivative={derivative} edit={edit} />
        <TpSlFields
          tp={{ typed: form.takeProfit, mode: tpMode, price: quote.tpPrice }}
          sl={{ typed: form.stopLoss, mode: slMode, price: quote.slPrice }}
          coin={quote.pnlCoin}
          tickSize={quote.tickSize}
          options={
            derivative && category !== "option"
              ? { value: form.tpslOptions, onChange: (tpslOptions) => edit({ tpslOptions }) }
              : undefined
          }
          onChange={(which, patch) => {
            if (patch.mode !== undefined) (which === "tp" ? setTpMode : setSlMode)(patch.mode)
            if (patch.typed !== undefined)
              edit(which === "tp" ? { takeProfit: patch.typed } : { stopLoss: patch.typed })
            else setOutcome(undefined)
          }}
        />
        <OrderSubmit
          form={form}
          instrument={i}
          conditional={conditional}
          pending={pending}
          paused={paused}
          short={short}
        />
      </form>
      <OrderOutcome outcome={outcome} />
      <Quiet>
        <PriceAlerts />
      </Quiet>
    </section>
  )
}
