import FirstApp
import TerminalOptions

@main
struct CounterApp {
  static func main() async {
    await TerminalOptions.main(CounterView.self, initialState: Counter.State()) { Counter() }
  }
}
