// The doc comment examples of Modules/Core/Sharing/SharedChanges.swift, compiled; never run.
import Observation
import Sharing

private enum SharedChangesDocExamples {
  struct View {
    @SharedReader var count: Int

    func render() -> String { "\(count)" }
  }

  static func draw(view: View, scheduleFrame: @escaping @Sendable () -> Void) {
    let before = _SharedChanges.current
    let frame = withObservationTracking {
      view.render()
    } onChange: {
      scheduleFrame()
    }
    if _SharedChanges.current != before { scheduleFrame() }
    _ = frame
  }
}
