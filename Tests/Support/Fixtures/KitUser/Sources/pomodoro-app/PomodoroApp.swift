import Pomodoro
import TerminalOptions

@main
struct PomodoroApp {
  static func main() async {
    await TerminalOptions.main(PomodoroView.self, initialState: Pomodoro.State()) { Pomodoro() }
  }
}
