import { useAtomValue } from "@effect-atom/atom-react"
import { categoryAtom } from "./atoms/Market.js"
import { OpenOrdersPanel, PositionsPanel, WalletPanel } from "./components/AccountPanels.js"
import { DepthChart } from "./components/DepthChart.js"
import { Header } from "./components/Header.js"
import { KeysPanel } from "./components/KeysPanel.js"
import { MarketWatch } from "./components/MarketWatch.js"
import { OrderBookLadder } from "./components/OrderBookLadder.js"
import { OrderEntry } from "./components/OrderEntry.js"
import { PriceChart } from "./components/PriceChart.js"
import { TradeTape } from "./components/TradeTape.js"

/** The trading screen: markets left, chart and depth centre, book and tape right, account and order entry below. */
export function App() {
  const category = useAtomValue(categoryAtom)
  return (
    <div className="app">
      <Header />
      <main className="grid">
        <MarketWatch />
        <div className="centre">
          <PriceChart />
          <DepthChart />
        </div>
        <OrderBookLadder />
        <TradeTape />
        <div className="bottom">
          <KeysPanel />
          <OrderEntry />
          <WalletPanel />
          <OpenOrdersPanel category={category} />
          <PositionsPanel />
        </div>
      </main>
    </div>
  )
}
