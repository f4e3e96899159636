#!/usr/bin/env bash
# The README's walk-through, with curl alone and the dev inbox:
#   scripts/curl-walkthrough.sh [http://localhost:3000]
# register -> read the code -> activate -> log in -> change password -> change
# e-mail -> upload a picture -> subscribe through the sandbox checkout -> see
# the active subscription -> delete the account. Stops at the first surprise.
set -euo pipefail
BASE="${1:-http://localhost:3000}"
API="$BASE/api/v1"
EMAIL="walker-$RANDOM$RANDOM@example.com"
NEW_EMAIL="new-$EMAIL"
JSON='Content-Type: application/json'

field() { sed -nE "s/.*\"$1\":\"([^\"]*)\".*/\1/p"; }
step() { printf '\n== %s\n' "$1"; }
expect() { grep -q "$1" <<<"$2" || { echo "expected $1 in: $2" >&2; exit 1; }; }

step "1. Register (the code goes to the dev inbox; outside production it is echoed too)"
out=$(curl -sS -X POST "$API/register" -H "$JSON" -d "{\"first_name\":\"Sara\",\"last_name\":\"Nabil\",\"email\":\"$EMAIL\",\"mobile\":\"+201001112233\",\"password\":\"Sunny-Delta-58\",\"password_confirmation\":\"Sunny-Delta-58\",\"accept_terms\":true,\"channel\":\"email\"}")
echo "$out"; expect activation_required "$out"

step "2. Read the code in the dev inbox"
CODE=$(curl -sS "$BASE/dev/inbox.json?to=$EMAIL" | field code | head -1)
echo "code: $CODE"

step "3. Activate (signs in: the answer carries the token)"
out=$(curl -sS -X POST "$API/activate" -H "$JSON" -d "{\"email\":\"$EMAIL\",\"code\":\"$CODE\"}")
echo "$out"; TOKEN=$(field token <<<"$out")

step "4. Log in"
out=$(curl -sS -X POST "$API/login" -H "$JSON" -d "{\"email\":\"$EMAIL\",\"password\":\"Sunny-Delta-58\"}")
echo "$out"; TOKEN=$(field token <<<"$out"); AUTH="Authorization: Bearer $TOKEN"

step "5. Change the password"
out=$(curl -sS -X POST "$API/settings/change-password" -H "$JSON" -H "$AUTH" -d '{"current_password":"Sunny-Delta-58","password":"Quiet-River-93","password_confirmation":"Quiet-River-93"}')
echo "$out"; expect 'Password updated' "$out"

step "6. Change the e-mail (code sent to the new address, read in the dev inbox)"
curl -sS -X POST "$API/settings/change-email" -H "$JSON" -H "$AUTH" -d "{\"email\":\"$NEW_EMAIL\"}"; echo
CODE=$(curl -sS "$BASE/dev/inbox.json?to=$NEW_EMAIL" | field code | head -1)
out=$(curl -sS -X POST "$API/settings/verify-email" -H "$JSON" -H "$AUTH" -d "{\"email\":\"$NEW_EMAIL\",\"code\":\"$CODE\"}")
echo "$out"; expect 'Email updated' "$out"

step "7. Upload a picture (multipart) and fetch it back"
printf '\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\xdac\xfc\xff\xff?\x03\x00\x05\x00\x01\xfe\x0e\x8a+:\x00\x00\x00\x00IEND\xaeB`\x82' >/tmp/walkthrough-avatar.png
out=$(curl -sS -X POST "$API/settings/edit-profile" -H "$AUTH" -F first_name=Sarah -F picture=@/tmp/walkthrough-avatar.png)
echo "$out"; PHOTO=$(field photo <<<"$out")
curl -sS -o /dev/null -w "GET $PHOTO -> %{http_code} %{content_type}\n" "$BASE$PHOTO"

step "8. Subscribe: plans, checkout URL, press Pay on the sandbox page as the signed-in buyer (as the browser would)"
PACKAGE=$(curl -sS "$API/subscriptions/packages" | sed -nE 's/.*"id":"(pkg_[^"]*)","name":"Quarterly".*/\1/p')
out=$(curl -sS -X POST "$API/subscriptions" -H "$JSON" -H "$AUTH" -d "{\"package_id\":\"$PACKAGE\"}")
echo "$out"; CHECKOUT=$(field checkout_url <<<"$out")
code=$(curl -sS -o /dev/null -X POST -w "%{http_code}" "$CHECKOUT/pay")
echo "POST $CHECKOUT/pay without a session -> $code (only the buyer can settle it)"; expect 404 "$code"
curl -sS -o /dev/null -w "GET $CHECKOUT -> %{http_code}\n" "$CHECKOUT" -H "$AUTH"
out=$(curl -sS -o /dev/null -X POST -w "%{http_code} %{redirect_url}" "$CHECKOUT/pay" -H "$AUTH")
echo "POST $CHECKOUT/pay -> $out"; expect '303 .*/payment/success' "$out"

step "9. The subscription is active (paid, not the trial)"
out=$(curl -sS "$API/subscriptions/check-current-subscription" -H "$AUTH")
echo "$out"; expect '"has_active_subscription":true' "$out"; expect '"is_trial":false' "$out"

step "10. Delete the account (with the password)"
out=$(curl -sS -X POST "$API/settings/delete-account" -H "$JSON" -H "$AUTH" -d '{"password":"Quiet-River-93"}')
echo "$out"; expect 'Account deleted successfully' "$out"
curl -sS -o /dev/null -w "GET /current-user with the old token -> %{http_code}\n" "$API/current-user" -H "$AUTH"
echo; echo "walk-through: every step answered as expected"
