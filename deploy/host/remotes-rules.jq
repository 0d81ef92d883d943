# The rules of /remotes.json as the host applies them (shared/api/src/remotes/remoteEntries.ts, checkRemotesFile), for
# the host image's start and follow scripts, which have no Node: prints the first problem, word for word the host's
# message, or nothing for a good file. deploy/tests/remotesRules.test.ts holds both to the same cases.
# Run as `jq -r -n -f remotes-rules.jq < file`: text that is not JSON makes jq fail (exit status 2 and its message).
def shown($present): if $present then tojson else "nothing" end;
def one_of($names): . as $name | $names | map(. == $name) | any;

def url_problem($where; $present):
  if ($present | not) or type != "string" or test("^\\s*$") then "\($where) must be a non-empty URL string (got \(shown($present)))"
  elif test("\\s") then "\($where) must not contain spaces (got \(tojson))"
  elif test("^https?://[^/?]*\\*") then "\($where) must name one host, not a wildcard (got \(tojson))"
  elif test("^[A-Za-z0-9._~:/?=&%+-]+$") | not then "\($where) may hold only letters, digits and . _ ~ : / ? = & % + - (got \(tojson))"
  elif (test("^https?://[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::[0-9]{1,5})?(?:[/?].*)?$") or test("^/(?!/)")) | not
  then "\($where) must be an http(s):// URL or a path on the portal's site starting with / (got \(tojson))"
  else empty end;

def canary_problem($where):
  if type != "object" then "\($where).canary must be an object {\"url\", \"percent\"}"
  else . as $canary
    | [keys_unsorted[] | select(one_of(["url", "percent"]) | not)] as $odd
    | if ($odd | length) > 0 then "\($where).canary has unknown field(s) \($odd | join(", ")) (allowed: url, percent)"
      else ($canary.url | url_problem("\($where).canary.url"; $canary | has("url")))
        // (if ($canary.percent | type) != "number" or ($canary.percent | floor) != $canary.percent or $canary.percent < 0 or $canary.percent > 100
             then "\($where).canary.percent must be a whole number from 0 to 100 (got \($canary.percent | shown($canary | has("percent"))))"
             else empty end)
      end
  end;

def entry_problem($where):
  if type == "string" then url_problem($where; true)
  elif type != "object" then "\($where) must be a URL string or an object {\"url\", \"fallback\", \"canary\"} (got \(tojson))"
  else . as $entry
    | [keys_unsorted[] | select(one_of(["url", "fallback", "canary"]) | not)] as $unknown
    | if ($unknown | length) > 0 then "\($where) has unknown field(s) \($unknown | join(", ")) (allowed: url, fallback, canary)"
      else ($entry.url | url_problem("\($where).url"; $entry | has("url")))
        // (if $entry | has("fallback") then $entry.fallback | url_problem("\($where).fallback"; true) else empty end)
        // (if $entry | has("canary") then $entry.canary | canary_problem($where) else empty end)
      end
  end;

def file_problem:
  if type != "object" then "must be a JSON object of cabinet scope → entry"
  else [to_entries[] | .key as $scope
  | if ($scope | one_of(["LKK", "LKD", "LKA", "LKP"])) | not then "names an unknown cabinet \"\($scope)\" (known: LKK, LKD, LKA, LKP)"
    else .value | entry_problem($scope) end] | .[0] // empty
  end;

[inputs] | if length == 0 then "is empty (no JSON)" elif length > 1 then "holds more than one JSON value" else .[0] | file_problem end
