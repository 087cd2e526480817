/// Which file a path named at some moment: its device and inode, which a rename keeps and a
/// new file at the same path doesn't share.
struct FileID: Hashable, Sendable {
  let device: UInt64
  let inode: UInt64
}
