# A flow other features present or push, with no tab row (Compose): `new-module --flow <Name>`.
# See README.md here and ARCHITECTURE.md's "Across module boundaries".
# shellcheck shell=sh disable=SC2034 # the variables are read by the scripts that source this

kind_title="presented flow"

kind_owned="Modules/ModName Modules/ModNameTesting Modules/SharedModels/ModNameConfirmation.swift Tests/ModNameTests App/AppFeature/Flows/ModName.swift
Tests/AppTests/Flows/ModNameFlowTests.swift"

# The row that names the flow, as journeys (`#! tabs … <name>`, `#! feature <name>`) do:
# PresentedFlow("<name>", …).
kind_row="App/AppFeature/Flows/ModName.swift PresentedFlow"

kind_mounts() {
  printf '%s\n' "Package.swift features \"$name\"" "App/AppFeature/Flows/PresentedFlow+All.swift flows .$case_name" \
    "Tests/AppTests/FailingCallTests.swift failing .$case_name"
}

# The presenters name the flow's result, a shared model, without importing the flow: files outside
# it that still name the type would no longer build ($own is what the flow owns, as a pattern).
kind_check_removal() {
  namers=$(grep -rlw --include='*.swift' "${name}Confirmation" Modules App Tests Benchmarks 2>/dev/null \
    | grep -vE "$own" | sort || true)
  [ -z "$namers" ] || fail "$name can't be removed: these files name ${name}Confirmation, which goes with it:
$(printf '%s\n' "$namers" | sed 's/^/  /')
Take the flow's result out of them first; nothing was changed"
}

kind_created() {
  cat <<END
  Modules/$name/                       ${name}Coordinator, +Destinations, +Dependencies, +Choice, Screens/
  Modules/SharedModels/${name}Confirmation.swift   what it hands back, which presenters name
  Modules/${name}Testing/              ${name}Coordinator.Dependencies.failing
  Tests/${name}Tests/                  its tests
  App/AppFeature/Flows/${name}.swift   its live dependencies, how it runs alone, and how a presenter's row hands it in
  Tests/AppTests/Flows/${name}FlowTests.swift
END
}

kind_next() {
  cat <<END
  swift test && Tuist-free-scripts/check
Try it: swift run console --feature $lower (alone, over a stand-in presenter)
END
}
