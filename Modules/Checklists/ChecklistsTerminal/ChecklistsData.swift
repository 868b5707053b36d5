import Checklists
import ComposableArchitecture
import FileLayer
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the `checklists` app keeps `checklists.json`, and what it does, before its store reads
/// the file, with one it cannot use.
///
/// ```swift
/// let folder = ChecklistsData.directory(option: nil, environment: ["HOME": "/home/ada"])
/// // /home/ada/.local/share/checklists
/// let notice = ChecklistsData.keepAsideUnusableFile(in: folder)
/// ```
public enum ChecklistsData {
  /// The file's name in its folder.
  public static let fileName = "checklists.json"

  /// The data folder: `option` (`--data-dir`), else `$CHECKLISTS_DATA_DIR`, else
  /// `$XDG_DATA_HOME/checklists`, else `~/.local/share/checklists`. An empty variable counts as
  /// unset, as a shell's `VAR= checklists` means.
  ///
  /// ```swift
  /// ChecklistsData.directory(option: nil, environment: ["XDG_DATA_HOME": "/xdg"])
  /// // /xdg/checklists
  /// ```
  public static func directory(option: String?, environment: [String: String]) -> URL {
    if let option, !option.isEmpty { return URL(filePath: option, directoryHint: .isDirectory) }
    // The file layer's one rule; with none of its variables set, the account's home.
    return DataFolder.of(app: "checklists", environment: environment)
      ?? DataFolder.of(app: "checklists", environment: ["HOME": NSHomeDirectory()])!
  }

  /// Moves `checklists.json` aside, to `checklists.json.corrupt-TIME`, when it is there but
  /// cannot be used (not a regular file, unreadable, or not checklists as this app writes
  /// them), and says so in a line for the user; `nil` when the file is fine or missing.
  ///
  /// The file is never read when it is not a regular file: a FIFO in its place would block the
  /// read for ever. A file that cannot be moved either stays as it is, and nothing overwrites
  /// it: the `.checklists` key, which cannot decode it, moves it aside before saving, and a
  /// save that cannot do so fails.
  ///
  /// ```swift
  /// let notice = ChecklistsData.keepAsideUnusableFile(in: folder)
  /// // "checklists.json could not be used, as it is not valid JSON. It was kept as …"
  /// ```
  public static func keepAsideUnusableFile(in directory: URL, now: Date = Date()) -> String? {
    keepAsideUnusableFile(in: directory, now: now, within: nil)
  }

  /// ``keepAsideUnusableFile(in:now:)`` on a thread of its own, waited for `bound` at most: a
  /// file that does not answer by then (a hung network mount) is left to the `.checklists`
  /// key, which says so, and the app starts at once. (The look goes on, and keeps the file
  /// aside if it finds it unusable when it answers.)
  ///
  /// ```swift
  /// let notice = ChecklistsData.keepAsideUnusableFile(in: folder, within: .milliseconds(100))
  /// ```
  public static func keepAsideUnusableFile(
    in directory: URL, now: Date = Date(), within bound: Duration?
  ) -> String? {
    guard let bound else { return lookForUnusableFile(in: directory, now: now) }
    let answer = LockIsolated<String??>(nil)
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global(qos: .userInitiated).async {
      // Looked at first, then kept: the lock is never held while the disk is slow.
      let found = lookForUnusableFile(in: directory, now: now)
      answer.setValue(.some(found))
      done.signal()
    }
    _ = done.wait(timeout: .now() + .nanoseconds(Int(bound / .nanoseconds(1))))
    return answer.value ?? nil
  }

  private static func lookForUnusableFile(in directory: URL, now: Date) -> String? {
    let url = directory.appending(path: fileName)
    var info = stat()
    // Missing, or in a folder that cannot be searched: the key's own read says so.
    guard stat(url.path, &info) == 0 else { return nil }
    let reason: String
    if info.st_mode & S_IFMT != S_IFREG {
      reason = "it is not a regular file"
    } else {
      do {
        let data = try Data(contentsOf: url)
        // Empty: no checklists yet (the key leaves an empty file where there was none).
        if data.isEmpty { return nil }
        do {
          _ = try JSONDecoder().decode(IdentifiedArrayOf<Checklist>.self, from: data)
          return nil
        } catch {
          let isJSON =
            (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
          reason = isJSON ? Self.notChecklists : Self.notJSON
        }
      } catch {
        reason = "it could not be read (\(error.localizedDescription))"
      }
    }
    do {
      let kept = try AtomicFile.keepAside(url, now: now)
      return "\(fileName) could not be used, as \(reason). It was kept as \(kept), and the "
        + "list starts empty."
    } catch {
      return "\(fileName) could not be used, as \(reason), nor moved aside "
        + "(\(error.localizedDescription)). It is left as it is, and nothing is saved over it."
    }
  }

  static let notJSON = "it is not valid JSON"
  static let notChecklists = "it does not hold checklists as this app writes them"

  /// Why data that did not decode is no list of checklists, in words, from the error alone:
  /// corrupt data at the top is most likely no JSON at all.
  static func reason(decoding error: any Error) -> String {
    if case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty {
      return notJSON
    }
    return notChecklists
  }

  /// What went wrong with the file while the app ran, in a line for the user, from the
  /// shared checklists' `loadError` and `saveError`.
  ///
  /// ```swift
  /// ChecklistsData.messages(loadError: state.app.list.$checklists.loadError, saveError: nil)
  /// ```
  public static func messages(loadError: (any Error)?, saveError: (any Error)?) -> [String] {
    var messages: [String] = []
    if let loadError = loadError as? FileError, loadError.isTimedOut {
      // A hung disk: what was typed is kept, and merged with the file once it answers.
      messages.append(
        "\(fileName) did not answer within \(FileStorage.answerBound.components.seconds) "
          + "seconds. Your changes are kept, and merged with it once it is read.")
    } else if let loadError {
      // The key keeps a file it could not decode, and moves it aside before it saves.
      messages.append(
        loadError is DecodingError
          ? "\(fileName) could not be read (\(reason(decoding: loadError))). Shown as last read; "
            + "the file is kept aside before the next save."
          : "\(fileName) could not be read (\(loadError.localizedDescription)). Shown as last "
            + "read.")
    }
    if let saveError = saveError as? FileError, saveError.isTimedOut {
      messages.append(
        "\(fileName) did not answer when saved. Your changes are kept here, and the next one "
          + "tries again.")
    } else if let saveError {
      messages.append(
        "\(fileName) could not be saved (\(saveError.localizedDescription)). Your changes are "
          + "kept here, and the next one tries again.")
    }
    return messages
  }
}
