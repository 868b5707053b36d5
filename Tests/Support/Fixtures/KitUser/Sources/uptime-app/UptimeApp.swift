import TerminalOptions
import Uptime

@main
struct UptimeApp {
  static func main() async {
    await TerminalOptions.main(
      UptimeView.self, initialState: Uptime.State(), launch: { $0.sendForLifetime(.task) }
    ) { Uptime() }
  }
}
