# A feature mounted as a tab of the app: `new-module <Name>` (or `--tab`). See README.md here.
# shellcheck shell=sh disable=SC2034 # the variables are read by the scripts that source this

kind_title="feature tab"

# A row's tests may be split by what they are about (HomeTabTests+Profile.swift: Home's row handing
# Home Profile's page): they go with the row.
kind_owned="Modules/ModName Modules/ModNameTesting Tests/ModNameTests App/AppFeature/Tabs/ModNameTab.swift
Tests/AppTests/Tabs/ModNameTabTests.swift Tests/AppTests/Tabs/ModNameTabTests+*.swift"

# The row that names the tab, as journeys (`#! tabs <name>`) and links do: AppTab("<name>", …).
kind_row="App/AppFeature/Tabs/ModNameTab.swift AppTab"

kind_mounts() {
  printf '%s\n' "Package.swift features \"$name\"" "App/AppFeature/Tabs/AppTab+All.swift tabs .$case_name" \
    "Tests/AppTests/FailingCallTests.swift failing .$case_name"
}

# The app needs a tab to land on after sign-in.
kind_check_removal() {
  tab_rows=$(markers_entries App/AppFeature/Tabs/AppTab+All.swift tabs | grep -c . || true)
  [ "$tab_rows" -gt 1 ] || fail "$name is the app's only tab; add another before removing it"
}

kind_created() {
  cat <<END
  Modules/$name/                       ${name}Coordinator, +Destinations, +Dependencies, +Outcome, +DeepLink, +Entry, Screens/
  Modules/${name}Testing/              ${name}Coordinator.Dependencies.failing
  Tests/${name}Tests/                  its tests
  App/AppFeature/Tabs/${name}Tab.swift the tab row: label, live dependencies, preview
  Tests/AppTests/Tabs/${name}TabTests.swift
END
}

kind_next() {
  cat <<END
  UPDATE_TRANSCRIPTS=1 swift test --filter GoldenJourneyReplayTests   # sign-in's tab bar gained a tab; review the diff
  swift test && Tuist-free-scripts/check
Try it: swift run console --feature $lower (alone), or swift run console (its tab, app://$lower)
END
}
