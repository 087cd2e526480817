# A shared client any feature may be handed (Analytics): `new-module --client <Name>`.
# See README.md here and ARCHITECTURE.md's "A shared client".
# shellcheck shell=sh disable=SC2034 # the variables are read by the scripts that source this

kind_title="shared client"

# A client's module is named for its type (`new-module --client Orders` writes `OrdersClient`),
# so a feature `Orders` may sit beside it; Analytics, older, holds `AnalyticsClient`.
case "$name" in
  *Client) client_type=$name ;;
  *) client_type=${name}Client ;;
esac
kind_owned="Modules/ModName Modules/ModNameTesting Tests/ModNameTests App/AppFeature/Clients/$client_type+Live.swift
Tests/AppTests/Clients/${client_type}LiveTests.swift"

# Package.swift's `clients` is the one list that makes a module a client: every feature, its
# testing library and its tests depend on each client it names, and the scripts' rules read it.
# No row names a client: no journey runs on it (a journey names the tabs and flows it shows).
kind_row=""

kind_mounts() {
  printf '%s\n' "Package.swift clients \"$name\"" "Tests/AppTests/FailingCallTests.swift failing .$case_name"
}

kind_check_removal() { :; }

kind_created() {
  printf '  %-36s %s\n' \
    "Modules/$name/" "$name: its fetch closure and .preview (no I/O)" \
    "Modules/${name}Testing/" "$name.failing and .answering(_:), for any test" \
    "Tests/${name}Tests/" "the tests of those values" \
    "App/AppFeature/Clients/$name+Live.swift" "its live value (swap it for the vendor's SDK)" \
    "Tests/AppTests/Clients/${name}LiveTests.swift" "its test"
}

kind_next() {
  cat <<END
  swift test && Tuist-free-scripts/check
Use it: add \`var ${case_name%Client}: ${name}\` to a feature's Dependencies (.preview in its preview,
  .failing in its testing library), and hand it .live(context.environment) in the feature's row.
END
}
