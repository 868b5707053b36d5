// The doc comment examples of Modules/Core/Sharing/Keys/FileStorage.swift, compiled; never run.
import ConcurrencyExtras
import Dispatch
import Foundation
import Sharing

private enum FileStorageDocExamples {
  static func custom() {
    let folder = LockIsolated<[URL: Data]>([:])
    let storage = FileStorage.custom(
      id: folder,
      load: { url in folder.value[url] },
      save: { data, url in folder.withValue { $0[url] = data } },
      update: { url, change in
        if let new = try change(folder.value[url]) { folder.withValue { $0[url] = new } }
      },
      moveAside: { url, isUnusable in
        folder.withValue { files in
          guard let data = files[url], isUnusable(data) else { return nil }
          files[url.appendingPathExtension("old")] = files.removeValue(forKey: url)
          return url.appendingPathExtension("old").lastPathComponent
        }
      },
      watch: { _, _ in SharedSubscription {} },
      after: { delay, work in
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.001, execute: work)
      })
    _ = storage
  }
}
