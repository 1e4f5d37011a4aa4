import { lazy, type ReactNode, Suspense, useEffect, useState } from "react"
import { useAtom, useAtomValue } from "./atom-react/index.js"
import { type PhoneTab, phoneTabAtom, phoneTabs } from "./atoms/Ui.js"
import { Boundary, Quiet } from "./components/Boundary.js"
import { Header } from "./components/Header.js"
import { whenDrawn } from "./lib/FirstPaint.js"

// The frame (header, pickers, layout, tabs) renders first. The market side (the library's REST client) and the
// charts (lightweight-charts) are lazy modules: the production build puts them in the entry file with the frame
// (scripts/PaintChunk.ts: one file, compressed as one, no second round trip), the dev server serves each on its own.
// With them the ticker, the book and the chart draw from REST (the first useful paint). The public sockets and their
// streams (atoms/Live.ts), the account side (order entry, account tabs, fill notices), the trade tape (its REST
// history and stream), the market list (the category's tickers) and the depth chart are chunks of their own,
// requested once those three are drawn.
const afterFirstPaint =
  <A,>(load: () => Promise<A>) =>
  () =>
    whenDrawn().then(load)
const MarketList = lazy(
  afterFirstPaint(() => import("./components/Markets.js").then((m) => ({ default: m.MarketList })))
)
const OrderBook = lazy(() => import("./components/Market.js").then((m) => ({ default: m.OrderBook })))
const TradeTape = lazy(
  afterFirstPaint(() => import("./components/TradeTape.js").then((m) => ({ default: m.TradeTape })))
)
const PageTitle = lazy(() => import("./components/Market.js").then((m) => ({ default: m.PageTitle })))
const PriceChart = lazy(() => import("./components/Charts.js").then((m) => ({ default: m.PriceChart })))
const DepthChart = lazy(() =>
  import("./components/Charts.js").then((m) => m.loadDepthChart()).then((m) => ({ default: m.DepthChart }))
)
const OrderEntry = lazy(
  afterFirstPaint(() => import("./components/Trading.js").then((m) => ({ default: m.OrderEntry })))
)
const AccountTabs = lazy(
  afterFirstPaint(() => import("./components/Trading.js").then((m) => ({ default: m.AccountTabs })))
)
const ReplayBar = lazy(afterFirstPaint(() => import("./components/Trading.js").then((m) => ({ default: m.ReplayBar }))))
// with the account side's chunk: one more name of a chunk the page loads anyway (the first paint's bytes are counted)
const RatioBar = lazy(afterFirstPaint(() => import("./components/Trading.js").then((m) => ({ default: m.RatioBar }))))
const FillNotices = lazy(
  afterFirstPaint(() => import("./components/Trading.js").then((m) => ({ default: m.FillNotices })))
)

const phoneQuery = "(max-width: 767px)"
// a phone turned sideways: a touch screen too short for the wide layout's rows (844×390), whatever its width
const landscapeQuery = "(pointer: coarse) and (max-height: 500px)"

const useMedia = (query: string): boolean => {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches)
  useEffect(() => {
    const list = window.matchMedia(query)
    const update = () => setMatches(list.matches)
    update()
    list.addEventListener("change", update)
    return () => list.removeEventListener("change", update)
  }, [query])
  return matches
}

function Loading(props: { readonly what: string; readonly className: string }) {
  return (
    <section className={`panel ${props.className}`}>
      <div className="muted waiting">Loading {props.what}…</div>
    </section>
  )
}

/** A lazy panel: "Loading …" while its code comes, and a panel that says so if it could not be loaded. */
function Part(props: { readonly what: string; readonly className: string; readonly children: ReactNode }) {
  return (
    <Boundary
      fallback={
        <section className={`panel ${props.className}`}>
          <div className="failure">Could not load {props.what}; reload the page</div>
        </section>
      }
    >
      <Suspense fallback={<Loading what={props.what} className={props.className} />}>{props.children}</Suspense>
    </Boundary>
  )
}

const tabLabels: Readonly<Record<PhoneTab, string>> = {
  markets: "Markets",
  chart: "Chart",
  book: "Book",
  trades: "Trades",
  orders: "Orders"
}

function PhoneTabs() {
  const [tab, setTab] = useAtom(phoneTabAtom)
  return (
    <div className="phone-tabs" role="tablist" aria-label="Panels">
      {phoneTabs.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={tab === id}
          className={tab === id ? "active" : ""}
          data-testid={`phone-tab-${id}`}
          onClick={() => setTab(id)}
        >
          {tabLabels[id]}
        </button>
      ))}
    </div>
  )
}

/** A grid area; on a phone only the areas of the chosen tab are shown. */
function Area(props: { readonly name: string; readonly tab: PhoneTab; readonly children: ReactNode }) {
  return (
    <div className={`area area-${props.name}`} data-tab={props.tab}>
      {props.children}
    </div>
  )
}

/**
 * The trading screen. Wide (≥ 1280 px): markets, chart with depth, book with tape, order entry; the account below.
 * Tablet: chart, book and order entry on top, markets and the account below. Phone (< 768 px): one column and a tab
 * bar for chart, book, trades, orders and markets. A phone in landscape (a short touch screen): the phone's targets
 * and tabs, the tabs in a rail at the side and two panels side by side (chart and book, book and order form, order
 * form and account).
 */
export function App() {
  const landscape = useMedia(landscapeQuery)
  const phone = useMedia(phoneQuery) || landscape
  const tab = useAtomValue(phoneTabAtom)
  const layout = landscape ? "landscape" : phone ? "phone" : "wide"
  return (
    <div
      className={`app${phone ? " phone" : ""}${landscape ? " landscape" : ""}`}
      data-layout={layout}
      data-phone-tab={tab}
    >
      <Header />
      <Quiet>
        <ReplayBar />
      </Quiet>
      {phone ? <PhoneTabs /> : null}
      <main className="grid">
        <Area name="markets" tab="markets">
          <Part what="markets" className="markets">
            <MarketList />
          </Part>
          {/* the title follows the price from the first paint on, not from the list's later load */}
          <Quiet>
            <PageTitle />
          </Quiet>
        </Area>
        <Area name="chart" tab="chart">
          <Part what="the chart" className="chart-panel">
            <PriceChart />
          </Part>
          {/* after the first paint; its place is kept meanwhile, so the price chart keeps its size */}
          <Part what="depth" className="depth-panel">
            <DepthChart />
          </Part>
        </Area>
        <Area name="book" tab="book">
          <Part what="the book" className="book-panel">
            <OrderBook />
          </Part>
          {/* the buy/sell ratio under the book, after the first paint */}
          <Quiet>
            <RatioBar />
          </Quiet>
        </Area>
        <Area name="trades" tab="trades">
          <Part what="trades" className="trades-panel">
            <TradeTape />
          </Part>
        </Area>
        <Area name="form" tab="orders">
          <Part what="order entry" className="order-entry">
            <OrderEntry />
          </Part>
        </Area>
        <Area name="account" tab="orders">
          <Part what="the account" className="account">
            <AccountTabs />
          </Part>
        </Area>
      </main>
      <Quiet>
        <FillNotices />
      </Quiet>
    </div>
  )
}
