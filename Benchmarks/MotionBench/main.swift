import BenchmarkKit
import Glibc
import MotionBenchCommands

// Before any work: SIGINT and SIGTERM then remove the atomic files' temporaries and exit 130 or 143.
AtomicFile.installSignalHandlers()
exit(MotionBenchMain.main(Array(CommandLine.arguments.dropFirst())))
