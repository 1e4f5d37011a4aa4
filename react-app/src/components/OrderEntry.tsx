import * as BigDecimal from "effect/BigDecimal"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import { useEffect, useRef, useState } from "react"
import { useAtomSet, useAtomValue } from "../atom-react/index.js"
import { accountAtom } from "../atoms/Account.js"
import { envAtom } from "../atoms/Config.js"
import { describeCause } from "../atoms/ErrorText.js"
import { feeRateAtom, symbolLeverageAtom } from "../atoms/Margin.js"
import { instrumentAtom, lastPriceAtom, markAtom, publicLiveAtom, symbolAtom } from "../atoms/Market.js"
import * as Form from "../atoms/OrderForm.js"
import { placeOrderAtom } from "../atoms/Orders.js"
import { positionModeAtom } from "../atoms/PositionTools.js"
import { privateStateAtom } from "../atoms/Private.js"
import { hasKeysAtom } from "../atoms/Runtime.js"
import { pickedPriceAtom } from "../atoms/Ui.js"
import { type Category, categoryAtom } from "../atoms/Url.js"
import { available, leverageOf } from "../lib/Available.js"
import * as Format from "../lib/Format.js"
import * as Sizing from "../lib/Sizing.js"
import { MarginControls } from "./MarginControls.js"
import { OrderLiq } from "./OrderLiq.js"
import { TpSlFields } from "./OrderTpSl.js"

type Outcome =
  | { readonly ok: true; readonly orderId: string; readonly summary: string }
  | { readonly ok: false; readonly text: string }

/** What was placed, as a trader says it: `Buy 0.01 BTC BTCUSDT at market`, `Sell 2 ETH ETHUSDT at 3,500 when 3,450`. */
const summaryOf = (form: Form.OrderForm, symbol: string, unit: string): string => {
  const at = form.orderType === "Market" ? "at market" : `at ${form.price.trim()}`
  const trigger = form.triggerPrice.trim() === "" ? "" : ` when ${form.triggerPrice.trim()}`
  const flags = [
    form.reduceOnly ? "reduce-only" : "",
    form.timeInForce === "PostOnly" && form.orderType === "Limit" ? "post-only" : ""
  ]
    .filter((f) => f !== "")
    .join(", ")
  return `${form.side} ${form.qty.trim()} ${unit} ${symbol} ${at}${trigger}${flags === "" ? "" : ` (${flags})`}`
}

/** A shortfall in words: what the order needs, and what there is. */
const shortfallText = (s: Form.Shortfall): string => {
  const need = `${Format.amount(s.need, s.what === "quantity" ? 8 : 4)} ${s.coin}`
  const have = `${Format.amount(s.available, 4)} ${s.coin}`
  const what = s.what === "margin" ? `Margin ${need} at ${s.leverage}x` : s.what === "cost" ? `Cost ${need}` : need
  return `${what} is more than the ${have} available`
}

/** Why trading is paused, or `undefined`: no keys, the market or account stream is down. */
const pausedReason = (hasKeys: boolean, marketLive: boolean, privateState: string): string | undefined => {
  if (!hasKeys) return "Connect API keys to trade (Keys tab)"
  if (!marketLive) return "Trading is paused: the market stream is not connected"
  if (privateState !== "connected") return "Trading is paused: the account stream is not connected"
  return undefined
}

function Tabs<A extends string>(props: {
  readonly value: A
  readonly options: ReadonlyArray<{ readonly value: A; readonly label: string; readonly className?: string }>
  readonly onChange: (value: A) => void
  readonly testId: string
}) {
  return (
    <div className="tabs" role="tablist">
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={props.value === option.value}
          data-testid={`${props.testId}-${option.value.toLowerCase()}`}
          className={`tab${props.value === option.value ? ` active ${option.className ?? ""}` : ""}`}
          onClick={() => props.onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}

/** The order form: units, available balance, value, a percentage slider, time in force, conditional, TP/SL. */
export function OrderEntry() {
  const symbol = useAtomValue(symbolAtom)
  const env = useAtomValue(envAtom)
  const category: Category = useAtomValue(categoryAtom)
  const instrument = Option.flatten(AsyncResult.value(useAtomValue(instrumentAtom)))
  const lastPrice = useAtomValue(lastPriceAtom)
  const mark = useAtomValue(markAtom(`${category}|${symbol}`))
  const hasKeys = useAtomValue(hasKeysAtom)
  const marketLive = useAtomValue(publicLiveAtom)
  const privateResult = useAtomValue(privateStateAtom)
  const account = useAtomValue(accountAtom)
  const picked = useAtomValue(pickedPriceAtom)
  const leverageSetting = Option.getOrUndefined(
    Option.flatMap(AsyncResult.value(useAtomValue(symbolLeverageAtom)), (feed) => feed.value)
  )
  const place = useAtomSet(placeOrderAtom, { mode: "promiseExit" })
  const positionMode = useAtomValue(positionModeAtom)
  const [form, setForm] = useState<Form.OrderForm>(Form.emptyForm)
  const [conditional, setConditional] = useState(false)
  const [pending, setPending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined)
  // what became of the order is seen where it is said: on a phone the form's foot can be below the fold
  const outcomeRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (outcome !== undefined) outcomeRef.current?.scrollIntoView({ block: "nearest", inline: "nearest" })
  }, [outcome])
  const [percent, setPercent] = useState(0)
  const [tpMode, setTpMode] = useState<Sizing.TargetMode>("price")
  const [slMode, setSlMode] = useState<Sizing.TargetMode>("price")
  const fees = Option.getOrUndefined(Option.flatten(AsyncResult.value(useAtomValue(feeRateAtom))))
  const state = Option.getOrUndefined(Option.flatMap(AsyncResult.value(account), (feed) => feed.value))
  const privateState = AsyncResult.isSuccess(privateResult) ? privateResult.value : "none"
  const paused = pausedReason(hasKeys, marketLive, privateState)

  // a new market (or environment) starts a clean form; a message belongs to the order it reports on
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
  const i = Option.getOrUndefined(instrument)
  const market = form.orderType === "Market"
  const unit = i === undefined ? "" : Form.qtyUnit(form, i)
  const spend = i === undefined ? undefined : available(state, i, form.side)
  const value = i === undefined ? undefined : Form.orderValue(form, i, lastPrice)
  const leverage =
    i === undefined || i.category === "spot" || i.category === "option"
      ? undefined
      : leverageOf(state, i.symbol, leverageSetting)
  const typedForm = conditional ? form : { ...form, triggerPrice: "" }
  const price = Option.getOrUndefined(Option.map(Form.basePrice(typedForm, lastPrice), BigDecimal.toNumberUnsafe))
  const qtyNumber = Number(form.qty.trim()) > 0 ? Number(form.qty.trim()) : undefined
  // take-profit and stop-loss typed as ROI % or PnL, as the prices they mean
  const target = (kind: "takeProfit" | "stopLoss", mode: Sizing.TargetMode) =>
    i === undefined
      ? form[kind]
      : Sizing.targetPrice({
          kind,
          mode,
          typed: form[kind],
          market: i,
          side: form.side,
          entry: price,
          qty: i.category === "spot" && Form.quoteUnits(form, category) ? undefined : qtyNumber,
          leverage
        })
  const tpPrice = target("takeProfit", tpMode)
  const slPrice = target("stopLoss", slMode)
  const sent = { ...typedForm, takeProfit: tpPrice ?? "", stopLoss: slPrice ?? "" }
  const unresolved =
    (tpPrice === undefined && form.takeProfit.trim() !== "") || (slPrice === undefined && form.stopLoss.trim() !== "")
  const taker = Sizing.takes({
    market,
    conditional: conditional && form.triggerPrice.trim() !== "",
    postOnly: form.timeInForce === "PostOnly",
    side: form.side,
    price,
    last: Option.getOrUndefined(Option.map(lastPrice, Number))
  })
  const feeRate = fees === undefined ? undefined : taker ? fees.taker : fees.maker
  const feeEstimate = Sizing.fee(value === undefined ? undefined : Number(value.value), feeRate)
  const max =
    i === undefined || spend === undefined || Form.quoteUnits(form, category)
      ? undefined
      : Sizing.maxQty({
          market: i,
          side: form.side,
          available: spend.amount,
          // a limit with no price typed yet is sized at the market (an option buy showed no Max at all)
          price: Sizing.sizingPrice(price, Option.getOrUndefined(lastPrice), Option.getOrUndefined(mark)),
          leverage,
          takerRate: fees?.taker
        })
  const short = i === undefined || !hasKeys ? undefined : Form.shortfall(sent, i, lastPrice, spend, leverage)
  const derivative = category !== "spot"

  const share = (pct: number) => {
    setPercent(pct)
    if (i === undefined || spend === undefined) return
    const qty = Form.qtyForShare(pct, form, i, spend.amount, lastPrice, leverage ?? 1)
    edit({ qty: qty ?? "" })
  }

  const submit = () => {
    if (pending || paused !== undefined || short !== undefined) return
    if (unresolved) {
      setOutcome({
        ok: false,
        text: "Enter the price and quantity first: the TP/SL in % or PnL is worked out from them"
      })
      return
    }
    setPending(true)
    setOutcome(undefined)
    const context: Form.Context = {
      category,
      symbol,
      instrument,
      lastPrice,
      hedge: Option.getOrUndefined(Option.flatMap(AsyncResult.value(positionMode), (feed) => feed.value)) === "hedge"
    }
    const summary = summaryOf(sent, symbol, unit)
    place({ form: sent, context }).then((exit) => {
      setPending(false)
      setOutcome(
        Exit.isSuccess(exit)
          ? { ok: true, orderId: exit.value.orderId, summary }
          : { ok: false, text: describeCause(exit.cause) }
      )
    })
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
        <Tabs
          testId="order-side"
          value={form.side}
          onChange={(side) => edit({ side })}
          options={[
            { value: "Buy", label: "Buy", className: "buy" },
            { value: "Sell", label: "Sell", className: "sell" }
          ]}
        />
        <Tabs
          testId="order-type"
          value={form.orderType}
          onChange={(orderType) => edit({ orderType })}
          options={[
            { value: "Limit", label: "Limit" },
            { value: "Market", label: "Market" }
          ]}
        />
        <label className="check">
          <input
            type="checkbox"
            data-testid="order-conditional"
            checked={conditional}
            onChange={(event) => {
              setConditional(event.target.checked)
              setOutcome(undefined)
            }}
          />
          Conditional (trigger price)
        </label>
        {conditional ? (
          <label className="field">
            <span className="field-label">Trigger</span>
            <input
              data-testid="order-trigger"
              inputMode="decimal"
              value={Format.writeDecimal(form.triggerPrice)}
              onChange={(event) => edit({ triggerPrice: Format.readDecimal(event.target.value) })}
            />
            <span className="unit">{i?.quoteCoin ?? ""}</span>
          </label>
        ) : null}
        <label className="field">
          <span className="field-label">Price</span>
          <input
            data-testid="order-price"
            inputMode="decimal"
            placeholder={market ? "at market" : ""}
            disabled={market}
            value={market ? "" : Format.writeDecimal(form.price)}
            onChange={(event) => edit({ price: Format.readDecimal(event.target.value) })}
          />
          <button
            type="button"
            className="unit link"
            data-testid="order-price-last"
            disabled={market || Option.isNone(lastPrice)}
            title="Use the last price"
            onClick={() => Option.map(lastPrice, (price) => edit({ price }))}
          >
            Last
          </button>
        </label>
        <label className="field">
          <span className="field-label">{category === "spot" && market ? "Amount" : "Quantity"}</span>
          <input
            data-testid="order-qty"
            inputMode="decimal"
            value={Format.writeDecimal(form.qty)}
            onChange={(event) => {
              setPercent(0)
              // held as the exchange writes it ("0.01"), shown as the reader does ("0,01" in German)
              edit({ qty: Format.readDecimal(event.target.value) })
            }}
          />
          {category === "spot" && market && i !== undefined ? (
            <select
              className="unit"
              data-testid="order-unit"
              aria-label="Unit of the amount"
              value={form.marketUnit}
              onChange={(event) =>
                edit({ marketUnit: event.target.value === "quoteCoin" ? "quoteCoin" : "baseCoin", qty: "" })
              }
            >
              <option value="baseCoin">{i.baseCoin}</option>
              <option value="quoteCoin">{i.quoteCoin}</option>
            </select>
          ) : (
            <span className="unit" data-testid="order-qty-unit">
              {unit}
            </span>
          )}
        </label>
        <div className="percent">
          <input
            type="range"
            min={0}
            max={100}
            step={1}
            value={percent}
            data-testid="order-percent"
            aria-label="Share of the available balance"
            disabled={spend === undefined}
            onChange={(event) => share(Number(event.target.value))}
          />
          <div className="percent-buttons">
            {[25, 50, 75, 100].map((pct) => (
              <button
                key={pct}
                type="button"
                data-testid={`order-pct-${pct}`}
                disabled={spend === undefined}
                className={percent === pct ? "active" : ""}
                onClick={() => share(pct)}
              >
                {pct}%
              </button>
            ))}
          </div>
        </div>
        <div className="figures">
          <span className="muted">Available</span>
          <span className="num" data-testid="order-available">
            {spend === undefined ? "—" : `${Format.amount(spend.amount, 4)} ${spend.coin}`}
          </span>
          <span className="muted">Max</span>
          <span className="num">
            <button
              type="button"
              className="link"
              data-testid="order-max"
              disabled={max === undefined}
              title="The largest quantity the available balance carries, with the fees to open and to close"
              onClick={() => {
                setPercent(0)
                if (max !== undefined) edit({ qty: max })
              }}
            >
              {max === undefined || i === undefined ? "—" : `${Format.size(max, i.qtyStep)} ${unit}`}
            </button>
          </span>
          <span className="muted">{category === "spot" || leverage === undefined ? "Value" : "Value · margin"}</span>
          <span className="num" data-testid="order-cost">
            {value === undefined
              ? "—"
              : `${Format.amount(value.value, 8)} ${value.coin}${
                  leverage === undefined ? "" : ` · ${Format.amount(Number(value.value) / leverage, 2)} at ${leverage}x`
                }`}
          </span>
        </div>
        <div className="figures">
          <span className="muted">{taker ? "Fee (taker)" : "Fee (maker)"}</span>
          <span className="num" data-testid="order-fee" data-rate={feeRate}>
            {feeEstimate === undefined || value === undefined ? "—" : `${Format.amount(feeEstimate, 8)} ${value.coin}`}
          </span>
        </div>
        {i !== undefined && (i.category === "linear" || i.category === "inverse") && hasKeys ? (
          <OrderLiq instrument={i} side={form.side} qty={qtyNumber} price={price} leverage={leverage} state={state} />
        ) : null}
        <div className="flags">
          {market ? null : (
            <select
              data-testid="order-tif"
              aria-label="Time in force"
              value={form.timeInForce === "PostOnly" ? "GTC" : form.timeInForce}
              disabled={form.timeInForce === "PostOnly"}
              onChange={(event) => {
                const tif = event.target.value
                if (tif === "GTC" || tif === "IOC" || tif === "FOK") edit({ timeInForce: tif })
              }}
            >
              <option value="GTC">Good till cancel</option>
              <option value="IOC">Immediate or cancel</option>
              <option value="FOK">Fill or kill</option>
            </select>
          )}
          {market ? null : (
            <label className="check">
              <input
                type="checkbox"
                data-testid="order-post-only"
                checked={form.timeInForce === "PostOnly"}
                onChange={(event) => edit({ timeInForce: event.target.checked ? "PostOnly" : "GTC" })}
              />
              Post-only
            </label>
          )}
          {derivative ? (
            <label className="check">
              <input
                type="checkbox"
                data-testid="order-reduce-only"
                checked={form.reduceOnly}
                onChange={(event) => edit({ reduceOnly: event.target.checked })}
              />
              Reduce-only
            </label>
          ) : null}
        </div>
        <TpSlFields
          tp={{ typed: form.takeProfit, mode: tpMode, price: tpPrice }}
          sl={{ typed: form.stopLoss, mode: slMode, price: slPrice }}
          coin={
            i === undefined
              ? ""
              : i.category === "inverse"
                ? i.baseCoin
                : i.category === "spot"
                  ? i.quoteCoin
                  : i.settleCoin
          }
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
        <button
          type="submit"
          data-testid="order-submit"
          className={`submit ${form.side === "Buy" ? "buy" : "sell"}`}
          disabled={pending || paused !== undefined || short !== undefined}
        >
          {pending
            ? "Sending…"
            : `${form.side} ${i?.baseCoin ?? ""}${market ? " at market" : ""}${conditional ? " on trigger" : ""}`}
        </button>
        {short === undefined ? null : (
          <div className="failure" role="alert" data-testid="order-insufficient">
            {shortfallText(short)}
          </div>
        )}
        {paused === undefined ? null : (
          <div className="muted paused" data-testid="order-paused">
            {paused}
          </div>
        )}
      </form>
      <div className="order-outcome" aria-live="polite" ref={outcomeRef}>
        {outcome === undefined ? null : outcome.ok ? (
          <div className="success" data-testid="order-success">
            Placed <span data-testid="order-summary">{outcome.summary}</span>{" "}
            <span className="muted">
              id <span data-testid="order-result">{outcome.orderId}</span>
            </span>
          </div>
        ) : (
          <div className="failure" data-testid="order-error" role="alert">
            {outcome.text}
          </div>
        )}
      </div>
    </section>
  )
}
