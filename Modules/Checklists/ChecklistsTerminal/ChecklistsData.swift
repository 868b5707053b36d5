import Checklists
import ComposableArchitecture
import FileLayer
import Foundation

/// Where the `checklists` app keeps `checklists.json`, and what it says of the file's troubles.
///
/// ```swift
/// let folder = ChecklistsData.directory(option: nil, environment: ["HOME": "/home/ada"])
/// // /home/ada/.local/share/checklists
/// ```
public enum ChecklistsData {
  /// The file's name in its folder.
  public static let fileName = "checklists.json"

  /// The data folder: `option` (`--data-dir`), else the file layer's rule (`DataFolder`):
  /// `$CHECKLISTS_DATA_DIR`, else `$XDG_DATA_HOME/checklists`, else
  /// `~/.local/share/checklists`.
  ///
  /// ```swift
  /// ChecklistsData.directory(option: nil, environment: ["XDG_DATA_HOME": "/xdg"])
  /// // /xdg/checklists
  /// ```
  public static func directory(option: String?, environment: [String: String]) -> URL {
    if let option, !option.isEmpty { return URL(filePath: option, directoryHint: .isDirectory) }
    return DataFolder.of(app: "checklists", environment: environment)
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
    } else if let kept = loadError as? FileKeptAside {
      messages.append("\(kept)")
    } else if let loadError {
      // The key keeps a file it could not read, and moves it aside before it saves. Corrupt
      // data at the top is most likely no JSON at all.
      let reason =
        if case DecodingError.dataCorrupted(let context) = loadError, context.codingPath.isEmpty {
          "it is not valid JSON"
        } else if loadError is DecodingError {
          "it does not hold checklists as this app writes them"
        } else {
          loadError.localizedDescription
        }
      messages.append(
        "\(fileName) could not be read (\(reason)). It is kept aside before the next save "
          + "replaces it.")
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
