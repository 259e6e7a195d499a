import Glibc
import MotionBenchCommands

exit(MotionBenchMain.main(Array(CommandLine.arguments.dropFirst())))
