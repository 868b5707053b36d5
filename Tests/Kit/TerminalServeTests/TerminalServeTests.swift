import ArgumentParser
import Crypto
import Foundation
import NIOSSH
import TerminalOptions
import Testing

@testable import TerminalServe

/// What a server decides before any session runs: who is let in, by which key, under which
/// host key, from how far, and with which arguments each session's app starts.
@Suite struct TerminalServeTests {
  func folder() throws -> URL {
    let folder = URL.temporaryDirectory.appending(path: "terminal-serve-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A key as a client has it, and its line as an authorized-keys file holds it.
  func key() -> (NIOSSHPublicKey, String) {
    let key = NIOSSHPrivateKey(ed25519Key: Curve25519.Signing.PrivateKey()).publicKey
    return (key, String(openSSHPublicKey: key))
  }

  /// A key with options (a `from=`, a `command=`) is one its owner restricted: this server
  /// honours no option, so it lets that key in nowhere rather than everywhere.
  @Test func theAuthorizedKeysAreEveryKeyLineWithoutOptionsAndNothingElse() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (plain, plainLine) = key()
    let (restricted, restrictedLine) = key()
    let (stranger, _) = key()
    let file = folder.appending(path: "authorized_keys")
    try """
    # the team
    \(plainLine) ada@laptop

    from="127.0.0.1",no-agent-forwarding \(restrictedLine) ci
    ssh-ed25519 not-base64 broken
    just words
    """.write(to: file, atomically: true, encoding: .utf8)
    let keys = AuthorizedKeys(contentsOf: file)
    #expect(keys.keys.count == 1)
    #expect(keys.contains(plain))
    #expect(!keys.contains(restricted))
    #expect(!keys.contains(stranger))
    // A file that cannot be read lets no one in.
    #expect(AuthorizedKeys(contentsOf: folder.appending(path: "missing")).keys.isEmpty)
  }

  /// The fingerprint is OpenSSH's: `ssh-keygen -lf` printed this one for this key.
  @Test func aKeysFingerprintIsOpenSSHs() throws {
    let key = try NIOSSHPublicKey(
      openSSHPublicKey:
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK3Kv1Nu6EgHNRV1+rV0MKMerCwHZTU+5hXcscNUm/vP")
    #expect(
      AuthorizedKeys.fingerprint(key) == "SHA256:5YqVqRttyqUnlCXqq+uN9TfGC2A6XfXOul0uEfYPxtA")
    #expect(
      AuthorizedKeys.folderName(key) == "SHA256-5YqVqRttyqUnlCXqq-uN9TfGC2A6XfXOul0uEfYPxtA")
  }

  @Test func theHostKeyIsMadeOnceKeptPrivateAndReused() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try HostKey.load(in: folder)
    let file = folder.appending(path: HostKey.fileName).path
    let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    let second = try HostKey.load(in: folder)
    #expect(first.publicKey == second.publicKey)
    // Something else in its place is never replaced.
    try Data("not a key".utf8).write(to: URL(filePath: file))
    #expect(throws: SSHServeOptions.Failure.self) { try HostKey.load(in: folder) }
    #expect(try Data(contentsOf: URL(filePath: file)) == Data("not a key".utf8))
  }

  @Test func anAddressPastItsLimitsIsRefusedUntilItsWindowEnds() {
    let limits = AddressLimits(connections: 3, failures: 2, window: .seconds(3600))
    #expect((1...3).allSatisfy { _ in limits.connectionOpened(from: "10.0.0.1") })
    #expect(!limits.connectionOpened(from: "10.0.0.1"))
    // Another address has its own count.
    #expect(limits.connectionOpened(from: "10.0.0.2"))
    limits.authenticationFailed(from: "10.0.0.2")
    limits.authenticationFailed(from: "10.0.0.2")
    #expect(!limits.connectionOpened(from: "10.0.0.2"))
    // A window of no time: every connection starts a new one.
    let brief = AddressLimits(connections: 1, failures: 1, window: .zero)
    #expect(brief.connectionOpened(from: "10.0.0.1"))
    #expect(brief.connectionOpened(from: "10.0.0.1"))
  }

  @Test func theListenAddressIsAPortOrAHostAndAPort() throws {
    let anywhere = try SSHServeOptions(listen: "2222", dataFolder: URL(filePath: "/srv"))
    #expect(anywhere.host == "0.0.0.0" && anywhere.port == 2222)
    let loopback = try SSHServeOptions(listen: "127.0.0.1:2022", dataFolder: URL(filePath: "/srv"))
    #expect(loopback.host == "127.0.0.1" && loopback.port == 2022)
    for bad in ["", "ssh", "0", "70000", "a:b:c", "127.0.0.1:"] {
      #expect(throws: SSHServeOptions.Failure.self, "\(bad)") {
        try SSHServeOptions(listen: bad, dataFolder: URL(filePath: "/srv"))
      }
    }
  }

  /// A session's app starts as the server was started, less what only the server takes.
  @Test func aSessionsArgumentsAreTheServersLessTheServing() {
    #expect(
      TerminalOptions.sessionArguments([
        "/bin/pantry", "--serve-ssh", "2222", "--accessible", "--authorized-keys=/k",
        "--shared-data", "--data-dir", "/srv", "--max-sessions", "5", "--idle-timeout=60",
        "--connections-per-minute", "9", "--no-color",
      ]) == ["/bin/pantry", "--accessible", "--no-color"])
  }

  @Test func servingOptionsAreCheckedBeforeAnythingStarts() throws {
    struct App: ParsableCommand {
      @OptionGroup var terminal: TerminalOptions
    }
    for bad in [
      ["--serve-ssh", "2222", "--headless"], ["--shared-data"], ["--authorized-keys", "/k"],
      ["--serve-ssh", "not-a-port"], ["--serve-ssh", "2222", "--max-sessions", "0"],
    ] {
      #expect(throws: (any Error).self, "\(bad)") { try App.parse(bad) }
    }
    #expect(try App.parse(["--serve-ssh", "127.0.0.1:2222", "--shared-data"]).terminal.sharedData)
  }
}
