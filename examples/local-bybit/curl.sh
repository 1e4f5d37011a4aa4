#!/bin/sh
# curl against `npx effect-bybit emulator`: a public call, then a signed one.
# BYBIT_REST_URL, BYBIT_API_KEY and BYBIT_API_SECRET are the emulator's `rest`, `apiKey` and `apiSecret`.
set -eu

curl -sS "$BYBIT_REST_URL/v5/market/tickers?category=linear&symbol=BTCUSDT"
echo

# V5 signature: hex HMAC-SHA256, keyed by the secret, of timestamp + API key + recv window + query string
# (for a POST, the JSON body instead of the query string)
query="accountType=UNIFIED"
timestamp="$(date +%s)000"
recv_window=5000
sign=$(printf '%s' "$timestamp$BYBIT_API_KEY$recv_window$query" |
  openssl dgst -sha256 -hmac "$BYBIT_API_SECRET" | sed 's/^.* //')
curl -sS "$BYBIT_REST_URL/v5/account/wallet-balance?$query" \
  -H "X-BAPI-API-KEY: $BYBIT_API_KEY" \
  -H "X-BAPI-TIMESTAMP: $timestamp" \
  -H "X-BAPI-RECV-WINDOW: $recv_window" \
  -H "X-BAPI-SIGN: $sign"
echo
