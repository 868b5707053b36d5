// The doc comment examples of Modules/Core/PerceptionCore/PerceptionCore.swift, compiled; never run.
import PerceptionCore

private enum PerceptionCoreDocExamples {
  @Observable
  final class Model {
    var count = 0
  }

  func track(_ model: some Perceptible) {
    let observable: any Observable = model
    print(observable)
  }

  static func registrar(model: Model) {
    let registrar = PerceptionRegistrar()
    registrar.access(model, keyPath: \.count)
  }
}
